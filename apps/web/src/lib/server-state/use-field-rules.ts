import { useQuery } from '@tanstack/react-query';
import { countryCode, validationRules } from '@platform/api';
import { api } from '../api';
import { queryKeys } from './query-keys';

/** Public answers that hold for the visit. */
const FOR_THE_VISIT = 30 * 60_000;

/** The visitor's country and the dialling codes of the picker (the app-start "country code" call). */
export function useCountryCodes() {
  return useQuery({
    queryKey: queryKeys.countryCodes(),
    queryFn: () => api.call(countryCode, {}),
    staleTime: FOR_THE_VISIT,
  });
}

/** The server's field rules (username, password, mobileNum, email, captcha…), which forms check before sending. */
export function useValidationRules() {
  return useQuery({
    queryKey: queryKeys.validationRules(),
    queryFn: () => api.call(validationRules, {}),
    staleTime: FOR_THE_VISIT,
  });
}
