import type { PageQuery, PromotionalCreditKind, PromotionalCreditsPage, PromotionalCreditStatus } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { amountInCents, centsText, roundMoney } from '../shared/money';
import { lockMainWallet, MAIN_WALLET, postLedgerMovement } from './ledger';
import { lockPromotionalCredit } from './promotional-lock';

/** The bets that release a welcome or bonus credit, as a multiple of the credit. */
export const PROMOTIONAL_TURNOVER_MULTIPLE = 3;

/** A grant of promotional credit to a member's main wallet. */
export interface PromotionalGrant {
  memberId: number;
  /** TRIAL credit is never released (trial accounts cannot move money anyway). */
  kind: PromotionalCreditKind;
  /** Positive, at most two decimals. */
  amount: number;
  /** Makes the grant once per member: a second grant under the same key credits nothing. */
  grantKey: string;
  /** The BONUS movement's reference number, shown in the account records. */
  referenceNo: string;
  remark?: string | null;
  /** The bets that release it, as a multiple of the amount (PROMOTIONAL_TURNOVER_MULTIPLE when not given). */
  turnoverMultiple?: number;
  now: Date;
}

/**
 * Grants promotional credit inside the caller's transaction: the main wallet credited (type
 * BONUS), the grant recorded with its turnover requirement, and its amount locked (playable, not
 * withdrawable) until the turnover is met. Every promotional credit comes through here. Answers
 * false, crediting nothing, when the member already had the grant under this key.
 */
export async function grantPromotionalCredit(tx: Queryable, grant: PromotionalGrant): Promise<boolean> {
  const cents = amountInCents(grant.amount);
  const turnoverCents = grant.kind === 'TRIAL' ? null : cents * (grant.turnoverMultiple ?? PROMOTIONAL_TURNOVER_MULTIPLE);
  // The MAIN wallet first, as every movement of the member locks it first: one lock order.
  await lockMainWallet(tx, grant.memberId);
  const granted = await tx.query(
    `insert into promo_credit (member_id, kind, grant_key, amount, locked_amount, turnover_required, reference_no, granted_at)
     values ($1, $2, $3, $4::numeric, $4::numeric, $5::numeric, $6, $7)
     on conflict (member_id, grant_key) do nothing returning id`,
    [grant.memberId, grant.kind, grant.grantKey, centsText(cents), turnoverCents === null ? null : centsText(turnoverCents), grant.referenceNo, grant.now],
  );
  if (granted.rows.length === 0) return false;
  await postLedgerMovement(
    tx,
    [{ memberId: grant.memberId, walletCode: MAIN_WALLET, cents, type: 'BONUS', remark: grant.remark ?? null }],
    { referenceNo: grant.referenceNo, now: grant.now },
  );
  await lockPromotionalCredit(tx, grant.memberId, cents);
  return true;
}

interface GrantRow {
  id: number;
  kind: PromotionalCreditKind;
  amount: number;
  locked_amount: number;
  turnover_required: number | null;
  turnover_done: number;
  status: PromotionalCreditStatus;
  reference_no: string;
  granted_at: Date;
  ended_at: Date | null;
}

/** A member's grants of promotional credit, newest first. */
export async function listPromotionalCredits(db: Queryable, memberId: number, page: PageQuery): Promise<PromotionalCreditsPage> {
  const counted = await db.query<{ total: number }>('select count(*)::int as total from promo_credit where member_id = $1', [memberId]);
  const rows = await db.query<GrantRow>(
    `select id, kind, amount::float8 as amount, locked_amount::float8 as locked_amount, turnover_required::float8 as turnover_required,
            turnover_done::float8 as turnover_done, status, reference_no, granted_at, ended_at
       from promo_credit where member_id = $1
      order by granted_at desc, id desc limit $2 offset $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return {
    list: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: roundMoney(row.amount),
      lockedAmount: roundMoney(row.locked_amount),
      turnoverRequired: row.turnover_required === null ? null : roundMoney(row.turnover_required),
      turnoverDone: roundMoney(row.turnover_done),
      status: row.status,
      referenceNo: row.reference_no,
      grantTime: row.granted_at.getTime(),
      endTime: row.ended_at === null ? null : row.ended_at.getTime(),
    })),
    totalPages: Math.ceil(counted.rows[0]!.total / page.pageSize),
  };
}
