export {
  SmsCodeButton,
  SMS_THROTTLE_MS,
  DEFAULT_SMS_EXPIRED_MINUTES,
  smsWaitMinutes,
  type SmsCodeButtonProps,
  type SmsCodeButtonState,
  type SmsCodeResult,
} from './SmsCodeButton';
