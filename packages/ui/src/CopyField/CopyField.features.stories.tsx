import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { translated } from '../test/story-i18n';
import meta from './CopyField.stories';
import type { CopyField } from './CopyField';
import { COPIED_CONFIRMATION_MS } from './CopyField';

export default {
  ...meta,
  title: 'Account/CopyField/Features',
  tags: ['!autodocs'],
} satisfies Meta<typeof CopyField>;
type Story = StoryObj<typeof meta>;

const REFERRAL_LINK = meta.args.value;

const writeText = fn<(text: string) => Promise<void>>();
const execCommand = fn<(command: string) => boolean>();

/** Replaces the page's clipboard (or removes it) and the copy command for one story; returns the undo. */
function stubCopying({ clipboard, copyCommand }: { clipboard: 'grants' | 'refuses' | 'missing'; copyCommand: boolean }) {
  const ownClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  writeText.mockReset();
  writeText.mockImplementation(() => (clipboard === 'grants' ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
  Object.defineProperty(navigator, 'clipboard', { value: clipboard === 'missing' ? undefined : { writeText }, configurable: true });
  execCommand.mockReset();
  execCommand.mockReturnValue(copyCommand);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return () => {
    if (ownClipboard) Object.defineProperty(navigator, 'clipboard', ownClipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  };
}

const buttonName = (word: string) => `${translated(word)} Referral link`;

/** A copy through the Clipboard API: "Copied" on the button and for screen readers, then "Copy" again. */
export const CopySucceeds: Story = {
  beforeEach: () => stubCopying({ clipboard: 'grants', copyCommand: false }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: buttonName('Copy') }));
    await expect(writeText).toHaveBeenCalledWith(REFERRAL_LINK);
    await expect(args.onCopy).toHaveBeenCalledWith(REFERRAL_LINK);
    await expect(await canvas.findByRole('button', { name: buttonName('Copied') })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(translated('Copied to the clipboard'));
    await waitFor(() => expect(canvas.getByRole('button', { name: buttonName('Copy') })).toBeInTheDocument(), {
      timeout: COPIED_CONFIRMATION_MS + 1000,
    });
  },
};

/** Without the Clipboard API (an old WebView), the field's text is selected and copied by the copy command. */
export const FallsBackToSelection: Story = {
  beforeEach: () => stubCopying({ clipboard: 'missing', copyCommand: true }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(await canvas.findByRole('button', { name: buttonName('Copied') })).toHaveFocus();
    await expect(args.onCopy).toHaveBeenCalledWith(REFERRAL_LINK);
  },
};

/** Keyboard: Enter copies, and the API refusing falls back to the copy command too. */
export const KeyboardWithRefusedClipboard: Story = {
  beforeEach: () => stubCopying({ clipboard: 'refuses', copyCommand: true }),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalled();
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(await canvas.findByRole('status')).toHaveTextContent(translated('Copied to the clipboard'));
  },
};

/** Both ways refused: the player is asked to copy by hand, with the text selected for them. */
export const CopyFails: Story = {
  beforeEach: () => stubCopying({ clipboard: 'refuses', copyCommand: false }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translated('Could not copy. The text is selected: copy it by hand.'));
    const input = canvas.getByRole('textbox') as HTMLInputElement;
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, REFERRAL_LINK.length]);
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};
