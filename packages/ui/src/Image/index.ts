export { Image, type ImageProps, type ImageStatus } from './Image';
export { IMAGE_LOADING } from './constants';
export { loadedImages } from './image-cache';
export { preloadImage, type PreloadImageOptions } from './preload-image';
