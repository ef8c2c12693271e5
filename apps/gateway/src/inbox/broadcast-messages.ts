import { TRIAL_ACCOUNT_TYPE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { LocalizedText } from '../http/locale';
import { excludedAmong } from '../protection/exclusions';
import { identityOf } from '../protection/identity';

/** A marketing message to every real account of a merchant: a promotion, a bonus, news. */
export interface Broadcast {
  merchantCode: string;
  /** Unique per broadcast: sent again, it reaches only who did not have it. */
  key: string;
  title: LocalizedText;
  /** Rich text, sanitised when read. */
  body: LocalizedText;
}

export interface BroadcastResult {
  /** The members it was put in the inbox of now. */
  sent: number;
  /** The members on a time-out or self-excluded, left out. */
  withheld: number;
}

/**
 * Sends a broadcast to the inbox of every real account of the merchant (trial accounts get none),
 * except the members on a time-out or self-excluded at the moment it is sent (issue 22: they are
 * sent no marketing; they do not get it later either). The member's own messages about its
 * deposits, withdrawals and feedback are not broadcasts and always arrive (event-messages.ts).
 */
export async function sendBroadcast(db: Queryable, broadcast: Broadcast, now: Date): Promise<BroadcastResult> {
  const members = await db.query<Parameters<typeof identityOf>[0] & { id: number }>(
    'select id, country_dialing_code, mobile_num, email, payee_name from member where merchant_code = $1 and type <> $2',
    [broadcast.merchantCode, TRIAL_ACCOUNT_TYPE],
  );
  const identified = members.rows.map((row) => ({ id: row.id, identity: identityOf(row) }));
  const excluded = await excludedAmong(db, identified, now);
  const recipients = identified.filter((member) => !excluded.has(member.id)).map((member) => member.id);
  const inserted = await db.query(
    `insert into member_message (member_id, message_key, title, body, created_at)
     select recipient, $2, $3::jsonb, $4::jsonb, $5 from unnest($1::int[]) as recipient
     on conflict (member_id, message_key) do nothing`,
    [recipients, `broadcast:${broadcast.key}`, JSON.stringify(broadcast.title), JSON.stringify(broadcast.body), now],
  );
  return { sent: inserted.affectedRows ?? 0, withheld: excluded.size };
}
