export {
  dialogs,
  type AlertOptions,
  type ConfirmOptions,
  type DialogOptions,
  type DialogPromise,
  type DialogsApi,
} from './store';
export { DialogProvider, useDialogs, type DialogProviderProps } from './DialogProvider';
