import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AmountField, type AmountRule } from '@platform/ui';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { MAX_LIMIT } from './limit-change';

/** A limit's amount as the player types it: the text kept as typed, its value, and the rule it fails. */
export function useLimitAmount(initial: number | null) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [amount, setAmount] = useState<number | null>(initial);
  const [failedRule, setFailedRule] = useState<AmountRule | null>(null);
  const [isValidationShown, setValidationShown] = useState(false);
  const valid = amount === null || amount <= 0 || failedRule !== null ? null : amount;
  return {
    text,
    amount,
    isValidationShown,
    /** The amount when it passes every rule, else null. */
    valid,
    /** From a submit on: shows what fails, and gives the amount to send (null: nothing to send). */
    validate: (): number | null => {
      setValidationShown(true);
      return valid;
    },
    change: (nextText: string, value: number | null, failed: AmountRule | null) => {
      setText(nextText);
      setAmount(value);
      setFailedRule(failed);
    },
  };
}

export type LimitAmount = ReturnType<typeof useLimitAmount>;

/** The amount field of a limit (0.01 up to MAX_LIMIT), its failures shown once the form was submitted. */
export function LimitAmountField({ input, label, description }: { input: LimitAmount; label: string; description?: ReactNode }) {
  const { t } = useLingui();
  const currency = useCurrencySymbol();
  return (
    <AmountField
      label={label}
      currencySymbol={currency}
      min={0.01}
      max={MAX_LIMIT}
      value={input.text}
      onChange={(nextText, value, details) => input.change(nextText, value, details.failedRule)}
      isRequired
      isValidationShown={input.isValidationShown}
      errorMessage={input.isValidationShown && (input.amount === null || input.amount <= 0) ? t`Enter the limit's amount.` : undefined}
      description={description}
    />
  );
}
