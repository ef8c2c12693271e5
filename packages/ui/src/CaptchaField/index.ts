export {
  CaptchaField,
  CAPTCHA_REFRESH_THROTTLE_MS,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_IMAGE_HEIGHT,
  captchaImageSrc,
  type CaptchaFieldProps,
} from './CaptchaField';
