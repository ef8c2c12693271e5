import { useHref } from 'react-router-dom';

/**
 * The site's registration address with an affiliate link's code (`?affiliateCode=`), on the
 * site's own origin and in the brand's router mode (`…/#/register?…` or `…/register?…`): the
 * registration form reads the code, and the gateway makes the new member a direct downline of
 * the link's account type.
 */
export function useRegistrationLink(code: string): string {
  const href = useHref(`/register?affiliateCode=${encodeURIComponent(code)}`);
  return new URL(href, window.location.href).toString();
}
