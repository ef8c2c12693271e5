import { ERROR_CODE } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { escapeText } from '../inbox/message-text';
import { sendMemberMessage } from '../inbox/member-messages';

/** A feedback waiting for customer service's reply, as the dev desk lists it. */
export interface UnansweredFeedback {
  feedbackId: number;
  merchantCode: string;
  account: string;
  questionType: string;
  content: string;
  imageCount: number;
  createTime: number;
}

export interface AnsweredFeedback {
  feedbackId: number;
  account: string;
  reply: string;
  replyTime: number;
}

/** The feedback nobody has answered yet, oldest first. */
export async function listUnansweredFeedback(db: Queryable): Promise<UnansweredFeedback[]> {
  const result = await db.query<{ id: number; merchant_code: string; account: string; question_type: string; content: string; images: number; created_at: Date }>(
    `select f.id, m.merchant_code, m.account, f.question_type, f.content, f.created_at,
            (select count(*)::int from feedback_image i where i.feedback_id = f.id) as images
       from feedback f join member m on m.id = f.member_id
      where f.reply is null
      order by f.created_at, f.id limit 200`,
  );
  return result.rows.map((row) => ({
    feedbackId: row.id,
    merchantCode: row.merchant_code,
    account: row.account,
    questionType: row.question_type,
    content: row.content,
    imageCount: row.images,
    createTime: new Date(row.created_at).getTime(),
  }));
}

/**
 * Customer service answers a feedback, once: the reply is stored and the member gets a message
 * saying so, in the same transaction. A second reply to the same feedback is refused (409).
 */
export async function replyToFeedback(db: Database, feedbackId: number, reply: string, now: Date): Promise<AnsweredFeedback> {
  return db.transaction(async (tx) => {
    const answered = await tx.query<{ member_id: number; account: string }>(
      `update feedback f set reply = $2, replied_at = $3 from member m
        where f.id = $1 and f.reply is null and m.id = f.member_id
        returning f.member_id, m.account`,
      [feedbackId, reply, now],
    );
    const row = answered.rows[0];
    if (!row) {
      const exists = await tx.query('select 1 from feedback where id = $1', [feedbackId]);
      if (exists.rows.length === 0) throw new RequestError(404, ERROR_CODE.notFound, `No feedback ${feedbackId}`);
      throw new RequestError(409, ERROR_CODE.badRequest, `Feedback ${feedbackId} has been answered already`);
    }
    const quoted = `<p>${escapeText(reply)}</p>`;
    await sendMemberMessage(
      tx,
      {
        memberId: row.member_id,
        key: `feedback-reply:${feedbackId}`,
        title: { ms: 'Maklum balas anda telah dijawab', en: 'Your feedback has been answered', zh: '您的反馈已获回复' },
        body: {
          ms: `<p>Terima kasih atas maklum balas anda. Jawapan kami:</p>${quoted}`,
          en: `<p>Thank you for your feedback. Our reply:</p>${quoted}`,
          zh: `<p>感谢您的反馈。我们的回复：</p>${quoted}`,
        },
      },
      now,
    );
    return { feedbackId, account: row.account, reply, replyTime: now.getTime() };
  });
}
