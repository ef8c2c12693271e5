/** At most this many messages are deleted by one call (a page of the inbox and more). */
export const MAX_MESSAGES_PER_DELETE = 100;
/** A message's preview in the inbox list: its body as plain text, cut to this many characters. */
export const MESSAGE_PREVIEW_LENGTH = 80;
