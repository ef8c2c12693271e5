import type { Static } from 'typebox';
import { Type } from 'typebox';
import { MAX_MESSAGES_PER_DELETE } from '../contract/inbox-limits';
import { DefaultedPageNoField, DefaultedPageSizeField, RecordIdField } from './input-fields';

/*
 * The member's inbox (messageV2): the platform's messages to one member, read and deleted by
 * that member only.
 */

export const InboxQuerySchema = Type.Object(
  { pageNo: DefaultedPageNoField, pageSize: DefaultedPageSizeField },
  { additionalProperties: false, description: "A page of the member's messages, newest first." },
);
export type InboxQuery = Static<typeof InboxQuerySchema>;

/** A message as the inbox list shows it: its title, the start of its body, when it came and whether it was read. */
export const InboxMessageSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    preview: Type.String({ description: 'The start of the body as plain text (MESSAGE_PREVIEW_LENGTH characters at most, with … when cut).' }),
    createTime: Type.Number({ description: 'Epoch milliseconds.' }),
    read: Type.Boolean(),
  },
  { description: 'A message in the inbox list.' },
);
export type InboxMessageSummary = Static<typeof InboxMessageSummarySchema>;

export const InboxPageSchema = Type.Object({
  list: Type.Array(InboxMessageSummarySchema),
  totalPages: Type.Integer(),
  unreadMessage: Type.Integer({ description: 'Unread messages in the whole inbox (as the unread count call).' }),
});
export type InboxPage = Static<typeof InboxPageSchema>;

export const OpenMessageRequestSchema = Type.Object({ id: RecordIdField }, { additionalProperties: false, description: 'Opens one of the member’s messages (and marks it read).' });
export type OpenMessageRequest = Static<typeof OpenMessageRequestSchema>;

/** A message in full; `content` is sanitised rich text (the house's Prose shows it). */
export const InboxMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    content: Type.String({ description: 'The body as sanitised HTML.' }),
    createTime: Type.Number({ description: 'Epoch milliseconds.' }),
    read: Type.Boolean(),
    unreadMessage: Type.Integer({ description: 'Unread messages left after this one was opened.' }),
  },
  { description: 'One message in full, now read.' },
);
export type InboxMessage = Static<typeof InboxMessageSchema>;

export const DeleteMessagesRequestSchema = Type.Object(
  { ids: Type.Array(RecordIdField, { minItems: 1, maxItems: MAX_MESSAGES_PER_DELETE, uniqueItems: true }) },
  { additionalProperties: false, description: `Deletes up to ${MAX_MESSAGES_PER_DELETE} of the member’s messages by id.` },
);
export type DeleteMessagesRequest = Static<typeof DeleteMessagesRequestSchema>;

/** What a change to the inbox did: how many messages it touched and the unread count after it. */
export const InboxChangeSchema = Type.Object({
  changed: Type.Integer({ description: 'Messages marked read or deleted.' }),
  unreadMessage: Type.Integer(),
});
export type InboxChange = Static<typeof InboxChangeSchema>;
