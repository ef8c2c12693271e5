export {
  Modal,
  useModalContext,
  MODAL_WIDTH,
  MODAL_MIN_HEIGHT,
  type ModalProps,
  type ModalGuard,
  type ModalTitleProps,
  type ModalCloseProps,
} from './Modal';
