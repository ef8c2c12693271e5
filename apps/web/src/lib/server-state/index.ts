export { queryKeys } from './query-keys';
export { useMemberInfo } from './use-member-info';
export { useBalance } from './use-balance';
export { useFunds, usePromotionalCredits } from './use-funds';
export { useGameMenus } from './use-game-menus';
export { useBanners } from './use-banners';
export { useSiteConfig, useCurrencySymbol, DEFAULT_CURRENCY_SYMBOL } from './use-site-config';
