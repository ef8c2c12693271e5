import { ERROR_CODE } from '@platform/api/contract';
import type { DeleteMessagesRequest, InboxChange, InboxMessage, InboxPage, InboxQuery } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { sanitizeRichText } from '../content/rich-text';
import { previewOf } from './message-text';

/** A message to one member, in every content language; the body is rich text (sanitised when read). */
export interface MemberMessage {
  memberId: number;
  /** Unique per member: sending the same key twice (a retried event) adds one message. */
  key: string;
  title: LocalizedText;
  body: LocalizedText;
}

interface MessageRow {
  id: number;
  title: LocalizedText;
  body: LocalizedText;
  created_at: Date;
  read_at: Date | null;
}

const VISIBLE = 'deleted_at is null';

/**
 * Puts a message in a member's inbox, in the caller's transaction where it tells of something
 * that transaction does (a withdrawal paid, a feedback answered): the message exists if and only
 * if the event does. A key sent before adds nothing.
 */
export async function sendMemberMessage(db: Queryable, message: MemberMessage, now: Date): Promise<void> {
  await db.query(
    `insert into member_message (member_id, message_key, title, body, created_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5)
     on conflict (member_id, message_key) do nothing`,
    [message.memberId, message.key, JSON.stringify(message.title), JSON.stringify(message.body), now],
  );
}

/** The member's unread messages (the header's count; deleted messages are read). */
export async function countUnread(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ unread: number }>('select count(*)::int as unread from member_message where member_id = $1 and read_at is null', [memberId]);
  return result.rows[0]?.unread ?? 0;
}

/** A page of the member's inbox, newest first, with previews in the request's language. */
export async function listInbox(db: Queryable, memberId: number, query: InboxQuery, locale: ContentLocale): Promise<InboxPage> {
  const offset = (query.pageNo - 1) * query.pageSize;
  const [page, total] = await Promise.all([
    db.query<MessageRow>(
      `select id, title, body, created_at, read_at from member_message
        where member_id = $1 and ${VISIBLE}
        order by created_at desc, id desc limit $2 offset $3`,
      [memberId, query.pageSize, offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from member_message where member_id = $1 and ${VISIBLE}`, [memberId]),
  ]);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      title: localize(row.title, locale),
      preview: previewOf(localize(row.body, locale)),
      createTime: new Date(row.created_at).getTime(),
      read: row.read_at !== null,
    })),
    totalPages: Math.ceil((total.rows[0]?.total ?? 0) / query.pageSize),
    unreadMessage: await countUnread(db, memberId),
  };
}

/**
 * One of the member's messages in full, marked read (the first opening's time is kept). A message
 * of another member, or a deleted one, is not found: the answer does not tell which.
 */
export async function openMessage(db: Queryable, memberId: number, messageId: number, locale: ContentLocale, now: Date): Promise<InboxMessage> {
  const opened = await db.query<MessageRow>(
    `update member_message set read_at = coalesce(read_at, $3)
      where id = $1 and member_id = $2 and ${VISIBLE}
      returning id, title, body, created_at, read_at`,
    [messageId, memberId, now],
  );
  const row = opened.rows[0];
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, 'No such message');
  return {
    id: row.id,
    title: localize(row.title, locale),
    content: sanitizeRichText(localize(row.body, locale)),
    createTime: new Date(row.created_at).getTime(),
    read: true,
    unreadMessage: await countUnread(db, memberId),
  };
}

/** Marks every message of the member read. */
export async function markAllRead(db: Queryable, memberId: number, now: Date): Promise<InboxChange> {
  const marked = await db.query('update member_message set read_at = $2 where member_id = $1 and read_at is null', [memberId, now]);
  return { changed: marked.affectedRows ?? 0, unreadMessage: await countUnread(db, memberId) };
}

/**
 * Deletes the member's messages among `ids` (kept, marked deleted and read, so the seed does not
 * bring them back); ids of other members' messages, unknown or already deleted, change nothing.
 */
export async function deleteMessages(db: Queryable, memberId: number, request: DeleteMessagesRequest, now: Date): Promise<InboxChange> {
  const deleted = await db.query(
    `update member_message set deleted_at = $3, read_at = coalesce(read_at, $3)
      where member_id = $1 and id = any($2::int[]) and ${VISIBLE}`,
    [memberId, request.ids, now],
  );
  return { changed: deleted.affectedRows ?? 0, unreadMessage: await countUnread(db, memberId) };
}
