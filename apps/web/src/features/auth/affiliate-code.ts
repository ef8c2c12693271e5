/** The affiliate (invitation) code of a registration link: `?affiliateCode=` or `?code=`. */
export function affiliateCodeFromSearch(search: URLSearchParams | string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/** A member's invitation code of a registration link (the referral page's link): `?referralCode=`. */
export function referralCodeFromSearch(search: URLSearchParams | string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (params.get('referralCode') ?? '').trim();
}
