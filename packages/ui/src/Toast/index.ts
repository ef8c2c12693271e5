export { Toaster, type ToasterProps } from './Toast';
export {
  DEFAULT_TOAST_DURATION_MS,
  createToastStore,
  toast,
  type ToastOptions,
  type ToastRecord,
  type ToastStore,
  type ToastTone,
} from './toast-store';
