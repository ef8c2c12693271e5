/**
 * TanStack Query keys the site shares. Keys that depend on the member start with the token, so a
 * new login never reads the last member's answers; keys that depend on the language end with it.
 */
export const queryKeys = {
  memberInfo: (token: string) => ['member', token, 'info'] as const,
  balance: (token: string) => ['member', token, 'balance'] as const,
  unreadCount: (token: string) => ['member', token, 'unread'] as const,
  funds: (token: string) => ['member', token, 'funds'] as const,
  /** The main wallet and the vendors' wallets with their balances (merchantWallet); their names come in the language. */
  wallets: (token: string, language: string) => ['member', token, 'wallets', language] as const,
  /** The wallets in every language: what a money movement makes stale. */
  allWallets: (token: string) => ['member', token, 'wallets'] as const,
  promotionalCredits: (token: string) => ['member', token, 'promotionalCredits'] as const,
  favouriteIds: (token: string) => ['member', token, 'favouriteIds'] as const,
  /** Whether a payment password is set, and locked (paymentPasswordStatus). */
  paymentPassword: (token: string) => ['member', token, 'paymentPassword'] as const,
  /** Everything of one member: invalidated on sign-out. */
  member: (token: string) => ['member', token] as const,
  gameMenus: (language: string) => ['gameMenus', language] as const,
  banners: (groupName: string) => ['banners', groupName] as const,
  siteConfig: () => ['siteConfig'] as const,
  countryCodes: () => ['countryCodes'] as const,
  validationRules: () => ['validationRules'] as const,
} as const;
