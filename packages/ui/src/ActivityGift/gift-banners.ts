import type { Banner } from '../lobby/types';

/** The banner groups of the activity gift: the floating icon, the expanded button image, the modal's content. */
export const GIFT_GROUPS = { icon: 'w_topup_1', button: 'w_topup_2', content: 'w_topup_3' } as const;

export interface GiftBanners {
  /** The floating icon (w_topup_1); without it the widget does not show. */
  icon?: Banner;
  /** The picture shown when expanded (w_topup_2). */
  button?: Banner;
  /** The picture in the modal (w_topup_3). */
  content?: Banner;
}

/** The first banner of each of the gift's groups. */
export function giftBanners(banners: readonly Banner[]): GiftBanners {
  const first = (groupName: string) => banners.find((banner) => banner.groupName === groupName);
  return { icon: first(GIFT_GROUPS.icon), button: first(GIFT_GROUPS.button), content: first(GIFT_GROUPS.content) };
}
