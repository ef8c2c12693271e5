import { useHref } from 'react-router-dom';

/**
 * The site's registration address with the member's invitation code (`?referralCode=`), in the
 * brand's router mode (`…/#/register?…` or `…/register?…`): the registration form sends the code,
 * and the gateway records who invited the new member.
 */
export function useInvitationLink(code: string): string {
  const href = useHref(`/register?referralCode=${encodeURIComponent(code)}`);
  return new URL(href, window.location.href).toString();
}
