import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, type DialogButton } from '../Dialog/Dialog';
import { settle } from '../Modal/settle';
import { dialogs, dialogStore, type DialogEntry, type DialogsApi } from './store';

const DialogsContext = /* @__PURE__ */ createContext<DialogsApi | null>(null);
const NONE: readonly DialogEntry[] = [];

export interface DialogProviderProps {
  children?: ReactNode;
}

/**
 * Shows the dialogs of `dialogs.alert/confirm/open`. Mount it once, near the root of the app; if
 * more than one is mounted, only the first shows them.
 */
export function DialogProvider({ children }: DialogProviderProps) {
  const [provider] = useState(() => ({}));
  const entries = useSyncExternalStore(
    dialogStore.subscribe,
    () => (dialogStore.isShownBy(provider) ? dialogStore.getSnapshot() : NONE),
    () => NONE,
  );
  useEffect(() => dialogStore.mount(provider), [provider]);
  return (
    <DialogsContext value={dialogs}>
      {children}
      {entries.map((entry) => (
        <ManagedDialog key={entry.id} entry={entry} />
      ))}
    </DialogsContext>
  );
}
DialogProvider.displayName = 'DialogProvider';

/** The dialog manager, inside `<DialogProvider>`. */
export function useDialogs(): DialogsApi {
  const context = useContext(DialogsContext);
  if (!context) {
    throw new Error('useDialogs() must be called inside <DialogProvider>: mount the provider once near the root of the app.');
  }
  return context;
}

function ManagedDialog({ entry }: { entry: DialogEntry }) {
  const { t } = useLingui();
  const { id, kind, isOpen } = entry;
  const { id: _id, buttonLabel, confirmLabel, cancelLabel, onBeforeOpen, ...props } = entry.options;
  let buttons: DialogButton[] | undefined = props.buttons;
  if (kind === 'confirm') {
    buttons = [
      { title: cancelLabel ?? t`Cancel`, handler: ({ resolve }) => resolve(false) },
      { title: confirmLabel ?? t`Confirm`, isDefault: true, handler: ({ resolve }) => resolve(true) },
    ];
  } else if (kind === 'alert') {
    buttons = buttonLabel == null ? undefined : [{ title: buttonLabel, isDefault: true }];
  }
  return (
    <Dialog
      {...props}
      buttons={buttons}
      isOpen={isOpen}
      onOpenChange={(open) => dialogStore.setOpen(id, open)}
      onBeforeOpen={() => {
        const allowed = onBeforeOpen?.();
        // A dialog that refused to open is done: its caller hears "dismissed".
        settle(allowed, (value) => value === false && dialogStore.remove(id));
        return allowed;
      }}
      onClose={(result) => dialogStore.remove(id, result)}
    />
  );
}
