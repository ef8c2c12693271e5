export { VendorBar, VENDOR_BAR_AUTOPLAY_MS, type VendorBarProps } from './VendorBar';
export { vendorsPerView, phoneVendorsPerView, isVendorBarSliding } from './vendors-per-view';
