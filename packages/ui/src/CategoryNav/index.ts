export { CategoryNav, HOVER_CLOSE_DELAY, HOVER_OPEN_DELAY, type CategoryNavLinkProps, type CategoryNavProps } from './CategoryNav';
export { VENDORS_PER_CATEGORY, vendorsShown, type VendorsShown } from './vendors-shown';
