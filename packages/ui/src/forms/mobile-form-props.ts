import type { Country } from '../CountryCodePicker/country';
import type { SmsCodeResult } from '../SmsCodeButton/SmsCodeButton';
import type { SmsCodeRequest } from './FormSmsCodeField';

/** The props of a form with a mobile number and an SMS code (login, registration, password reset). */
export interface MobileFormProps {
  /**
   * Sends the SMS code, called only when the mobile number passes its rule. Resolve with the
   * server's `expiredMinutes` for the countdown; reject with its message, which the form shows.
   */
  onRequestSmsCode?: (request: SmsCodeRequest) => Promise<SmsCodeResult | void>;
  /** Countries for the dialling-code picker before the mobile number (the server's list, in its order). */
  countries?: Country[];
  /** The image host the picker's flags load from (`COUNTRY_FLAG/{countryCode}.png` under it). */
  imageHost: string;
  /** The country picked at first; the first of `countries` without it. */
  defaultCountryCode?: string;
}
