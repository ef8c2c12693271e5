import { useQuery } from '@tanstack/react-query';
import { registerSettings, type Country, type RegisterSettings } from '@platform/api';
import { api } from '../../lib/api';
import { useSiteStatus } from '../../lib/site-status-context';

/** The authentication forms' own query keys (public data: no token, no language). */
export const authQueryKeys = {
  registerSettings: () => ['auth', 'registerSettings'] as const,
} as const;

const FOR_THE_VISIT = 30 * 60_000;

/**
 * The tenant's registration settings (defaultCountryDialingCode, mobileNumLength, captchaEnabled,
 * CHNGPASSVERIF3…): the system status's copy at once, then the registerSettings call's.
 */
export function useRegisterSettings(): RegisterSettings {
  const { register } = useSiteStatus().status;
  const { data } = useQuery({
    queryKey: authQueryKeys.registerSettings(),
    queryFn: () => api.call(registerSettings, {}),
    staleTime: FOR_THE_VISIT,
  });
  return data ?? register ?? {};
}

/** A register setting switched on: true, 1, '1' or 'true' (as the gateway reads it). */
export function isSettingOn(settings: RegisterSettings, name: string): boolean {
  const value = settings[name];
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The register setting that offers the password reset by phone (spec section 6). */
export const PHONE_RESET_SETTING = 'CHNGPASSVERIF3';

/** Where the dialling-code picker's flags load from: the tenant's first image CDN. */
export function useImageHost(): string {
  return useSiteStatus().status.imageCDNs[0] ?? '';
}

/**
 * The country a mobile field starts with (after one the player remembered): the visitor's (by
 * IP), else the first with the tenant's default dialling code, else the first of the list.
 */
export function startingCountry(
  countries: readonly Country[] | undefined,
  visitorCountry: string | null | undefined,
  settings?: RegisterSettings,
): string | undefined {
  if (!countries || countries.length === 0) return visitorCountry ?? undefined;
  if (visitorCountry && countries.some((country) => country.countryCode === visitorCountry)) return visitorCountry;
  const dialling = settings?.defaultCountryDialingCode;
  const byDialling = typeof dialling === 'string' ? countries.find((country) => country.countryDialingCode === dialling) : undefined;
  return byDialling?.countryCode ?? countries[0]?.countryCode;
}
