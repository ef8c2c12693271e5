import { ERROR_CODE, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '@platform/api/contract';
import type { FeedbackHistoryPage, FeedbackHistoryQuery, FeedbackRequest } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { CheckedImage } from '../withdrawals/proof-images';
import { checkProofImages } from '../withdrawals/proof-images';

/** A feedback checked: its trimmed content, between FEEDBACK_MIN_LENGTH and FEEDBACK_MAX_LENGTH characters, and its images by content. */
export interface CheckedFeedback {
  questionType: string;
  content: string;
  images: CheckedImage[];
}

/** Checks a feedback before anything is stored or counted: the length of its trimmed content (code points) and its images' bytes. */
export function checkFeedback(request: FeedbackRequest): CheckedFeedback {
  const content = request.content.trim();
  const length = [...content].length;
  if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
    throw new RequestError(400, ERROR_CODE.badRequest, `The feedback must be between ${FEEDBACK_MIN_LENGTH} and ${FEEDBACK_MAX_LENGTH} characters`);
  }
  return { questionType: request.questionType, content, images: checkProofImages(request.images ?? [], 'Image') };
}

/** Stores a feedback and its images in one transaction. */
export async function storeFeedback(db: Database, memberId: number, feedback: CheckedFeedback, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      'insert into feedback (member_id, question_type, content, created_at) values ($1, $2, $3, $4) returning id',
      [memberId, feedback.questionType, feedback.content, now],
    );
    const feedbackId = inserted.rows[0]!.id;
    for (const image of feedback.images) {
      await tx.query(
        "insert into feedback_image (feedback_id, member_id, content_type, bytes, created_at) values ($1, $2, $3, decode($4, 'base64'), $5)",
        [feedbackId, memberId, image.contentType, image.bytes.toString('base64'), now],
      );
    }
    return feedbackId;
  });
}

interface FeedbackRow {
  id: number;
  question_type: string;
  content: string;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
  image_ids: number[] | null;
}

/** A page of the member's feedback, newest first, with its image ids and any reply. */
export async function listFeedback(db: Queryable, memberId: number, query: FeedbackHistoryQuery): Promise<FeedbackHistoryPage> {
  const [page, total] = await Promise.all([
    db.query<FeedbackRow>(
      `select f.id, f.question_type, f.content, f.created_at, f.reply, f.replied_at,
              (select array_agg(i.id order by i.id) from feedback_image i where i.feedback_id = f.id) as image_ids
         from feedback f
        where f.member_id = $1
        order by f.created_at desc, f.id desc limit $2 offset $3`,
      [memberId, query.pageSize, (query.pageNo - 1) * query.pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from feedback where member_id = $1', [memberId]),
  ]);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      questionType: row.question_type,
      content: row.content,
      imageIds: row.image_ids ?? [],
      createTime: new Date(row.created_at).getTime(),
      reply: row.reply,
      replyTime: row.replied_at === null ? null : new Date(row.replied_at).getTime(),
    })),
    totalPages: Math.ceil((total.rows[0]?.total ?? 0) / query.pageSize),
  };
}
