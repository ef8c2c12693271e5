export { ActivityGift, type ActivityGiftProps } from './ActivityGift';
export { giftBanners, GIFT_GROUPS, type GiftBanners } from './gift-banners';
