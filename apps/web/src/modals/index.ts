export { openAppModal, closeAppModal, useAppModals, type AppModalName, type AppModalParams } from './app-modals';
export { AppModalOutlet, type AppModalProps } from './AppModalOutlet';
