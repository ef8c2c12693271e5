import { defineCall } from './define-call';
import type { DeleteMessagesRequest, InboxChange, InboxMessage, InboxPage, InboxQuery, OpenMessageRequest } from '../schemas/inbox';
import type { NoInput } from './entities';
export type { DeleteMessagesRequest, InboxChange, InboxMessage, InboxMessageSummary, InboxPage, InboxQuery, OpenMessageRequest } from '../schemas/inbox';

export { MAX_MESSAGES_PER_DELETE, MESSAGE_PREVIEW_LENGTH } from './inbox-limits';

/** The member's platform messages (messageV2), newest first, in pages, with the unread count; member-only. */
export const inboxMessages = defineCall<InboxQuery, InboxPage>({
  method: 'GET',
  path: '/wps/member/messages',
  auth: true,
  encrypted: false,
});

/** One of the member's messages in full, marked read; another member's message is not found (404). */
export const openMessage = defineCall<OpenMessageRequest, InboxMessage>({
  method: 'POST',
  path: '/wps/member/messages/open',
  auth: true,
  encrypted: false,
});

/** Marks every message of the member read; answers the unread count (0). */
export const markAllMessagesRead = defineCall<NoInput, InboxChange>({
  method: 'POST',
  path: '/wps/member/messages/readAll',
  auth: true,
  encrypted: false,
});

/** Deletes messages of the member by id (ids of other members' messages are ignored); answers how many went and the unread count. */
export const deleteMessages = defineCall<DeleteMessagesRequest, InboxChange>({
  method: 'POST',
  path: '/wps/member/messages/delete',
  auth: true,
  encrypted: false,
});
