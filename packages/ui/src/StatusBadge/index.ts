export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export {
  activityStatus,
  depositStatus,
  exchangeStatus,
  withdrawalStatus,
  ACTIVITY_STATUS_CODES,
  DEPOSIT_STATUS_CODES,
  EXCHANGE_STATUS_CODES,
  WITHDRAWAL_STATUS_CODES,
  type ActivityStatusCode,
  type DepositStatusCode,
  type ExchangeStatusCode,
  type WithdrawalStatusCode,
  type StatusBadgeTone,
  type StatusDescriptor,
} from './status-lists';
