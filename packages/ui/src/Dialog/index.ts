export { Dialog, DIALOG_WIDTH, type DialogProps, type DialogButton, type DialogButtonActions } from './Dialog';
