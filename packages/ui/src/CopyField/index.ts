export { CopyField, COPIED_CONFIRMATION_MS, type CopyFieldProps } from './CopyField';
export { copyText } from './copy-text';
