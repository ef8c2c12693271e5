export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export {
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  checkImageFile,
  screenImages,
  sniffImageKind,
  type ImageKind,
  type ImageRefusal,
  type ImageRefusalReason,
} from './image-files';
export { formatFileSize } from './file-size';
