/**
 * TanStack Query keys the site shares. Keys that depend on the member start with the token, so a
 * new login never reads the last member's answers; keys that depend on the language end with it.
 */
export const queryKeys = {
  memberInfo: (token: string) => ['member', token, 'info'] as const,
  balance: (token: string) => ['member', token, 'balance'] as const,
  unreadCount: (token: string) => ['member', token, 'unread'] as const,
  funds: (token: string) => ['member', token, 'funds'] as const,
  promotionalCredits: (token: string) => ['member', token, 'promotionalCredits'] as const,
  favouriteIds: (token: string) => ['member', token, 'favouriteIds'] as const,
  /** Everything of one member: invalidated on sign-out. */
  member: (token: string) => ['member', token] as const,
  gameMenus: (language: string) => ['gameMenus', language] as const,
  banners: (groupName: string) => ['banners', groupName] as const,
  siteConfig: () => ['siteConfig'] as const,
  countryCodes: () => ['countryCodes'] as const,
} as const;
