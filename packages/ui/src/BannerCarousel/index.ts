export { BannerCarousel, BANNER_AUTOPLAY_MS, type BannerCarouselProps } from './BannerCarousel';
