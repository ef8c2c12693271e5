import { i18n, type MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** A message as its source (English) text, optionally with the context its `msg`/`t` gave it. */
type MessageSource = string | { message: string; context?: string } | MessageDescriptor;

function messageId(source: MessageSource): { id: string; label: string } {
  if (typeof source === 'string') return { id: generateMessageId(source), label: source };
  if ('id' in source) return { id: source.id, label: source.message ?? source.id };
  return { id: generateMessageId(source.message, source.context), label: source.message };
}

/**
 * The text a message shows in the language Storybook is running: a play function finds
 * elements by role and this name, so the same story passes in MS, EN and CN.
 *
 * Name the message by its source text, as the component (or the story) wrote it:
 *
 *   import { translated } from '../test/story-i18n';
 *   await userEvent.click(canvas.getByRole('button', { name: translated('Open notice') }));
 *   within(dialog).getByRole('button', { name: translated('Close') });
 *   canvas.getByText(translated('{count} new', { count: 3 }));
 *   translated({ message: 'Next', context: 'pagination' });
 *
 * This looks the message up in the catalogues Storybook loaded (the library's and the
 * stories'), on the same global i18n that the toolbar's locale activates, without a macro: a
 * `msg` in a story file would copy a library message into the stories' catalogue. A descriptor
 * from `msg` is accepted too. Text that comes from a story's own args or fixtures (game names,
 * amounts) is the same in every language and is queried as it is.
 */
export function translated(source: MessageSource, values?: Record<string, unknown>): string {
  const { id, label } = messageId(source);
  if (!(id in i18n.messages)) throw new Error(`No message ${JSON.stringify(label)} in the ${i18n.locale} catalogue.`);
  return i18n._(id, values);
}
