/** The affiliate (invitation) code of a registration link: `?affiliateCode=` or `?code=`. */
export function affiliateCodeFromSearch(search: URLSearchParams | string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}
