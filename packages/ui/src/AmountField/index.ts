export { AmountField, type AmountChangeDetails, type AmountFieldProps } from './AmountField';
export {
  amountCents,
  brokenLimit,
  normaliseDigits,
  toCents,
  type AmountLimits,
  type AmountRefusal,
  type AmountRule,
} from './amount-text';
