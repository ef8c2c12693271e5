import { DialogProvider } from '@platform/ui';

/** The dialogs' host, as its own chunk (main.tsx loads it after the first paint). */
export default function DialogHost() {
  return <DialogProvider />;
}
