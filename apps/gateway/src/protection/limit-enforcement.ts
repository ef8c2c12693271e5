import { ERROR_CODE } from '@platform/api/contract';
import type { LimitReachedValue } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { centsText, centsToMoney } from '../shared/money';
import { refuseIfExcluded } from './exclusions';
import type { Breach, Counted, LimitKind, LimitPeriod } from './limit-rules';
import { checkLimits } from './limit-rules';
import { loadLimits } from './limit-store';
import { countedByPeriod, countedMovements } from './limit-usage';

/** The limits a money movement counts against, and how much it adds. */
export interface GuardedMovement {
  memberId: number;
  /** DEPOSIT for a deposit; WAGER and LOSS for a bet or a transfer into a game wallet (its stake could be lost). */
  kinds: readonly LimitKind[];
  cents: number;
  /**
   * The member's wallets the movement will lock (MAIN, and a game wallet for a transfer): they are
   * locked here first, in the ledger's order (by id), so that two movements of the member are
   * checked one after the other and cannot both pass a limit with room for one.
   */
  walletCodes: readonly string[];
}

const PERIOD_NAME: Record<LimitPeriod, string> = { DAY: '24-hour', WEEK: '7-day', MONTH: 'monthly' };
const KIND_NAME: Record<LimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'wager' };

function isoMinute(moment: Date): string {
  return moment.toISOString().replace(/:\d{2}\.\d{3}Z$/, 'Z');
}

/** The LIMIT_REACHED refusal (403) of a breach: which limit, what it has counted, when the amount fits. */
export function limitReachedError(breach: Breach): RequestError {
  const value: LimitReachedValue = {
    kind: breach.kind,
    period: breach.period,
    limit: centsToMoney(breach.limitCents),
    // A loss limit's player who is ahead has used none of it.
    used: centsToMoney(Math.max(0, breach.usedCents)),
    allowedFrom: breach.allowedFrom === null ? null : breach.allowedFrom.getTime(),
  };
  const when = breach.allowedFrom === null ? 'the amount alone is over it' : `it allows this amount from ${isoMinute(breach.allowedFrom)}`;
  const message = `This would go over your ${PERIOD_NAME[breach.period]} ${KIND_NAME[breach.kind]} limit of ${centsText(breach.limitCents)} (${centsText(Math.max(0, breach.usedCents))} used): ${when}`;
  return new RequestError(403, ERROR_CODE.limitReached, message, value);
}

async function lockWallets(tx: Queryable, memberId: number, walletCodes: readonly string[]): Promise<void> {
  await tx.query('insert into wallet (member_id, wallet_code) select $1, unnest($2::text[]) on conflict do nothing', [memberId, walletCodes]);
  await tx.query('select id from wallet where member_id = $1 and wallet_code = any($2::text[]) order by id for update', [memberId, walletCodes]);
}

/**
 * Refuses, inside the movement's transaction and before any money moves, a deposit, bet or
 * transfer into a game wallet of a member who is excluded (EXCLUDED) or whom it would take over
 * one of its limits (LIMIT_REACHED, the limit that lasts longest: the lowest limit wins). A member
 * without a limit of those kinds costs two index lookups and no lock.
 */
export async function guardMovement(tx: Queryable, movement: GuardedMovement, now: Date): Promise<void> {
  await refuseIfExcluded(tx, movement.memberId, now);
  const limits = (await loadLimits(tx, movement.memberId, movement.kinds)).filter((limit) => limit.cents !== null);
  if (limits.length === 0) return;
  await lockWallets(tx, movement.memberId, movement.walletCodes);
  const kinds = [...new Set(limits.map((limit) => limit.kind))];
  const sums = new Map<LimitKind, Record<LimitPeriod, number>>();
  for (const kind of kinds) sums.set(kind, await countedByPeriod(tx, movement.memberId, kind, now));
  const overOne = limits.some((limit) => sums.get(limit.kind)![limit.period] + movement.cents > limit.cents!);
  if (!overOne) return;
  // Over a limit: read the movements themselves to tell when the amount fits again.
  const counted = new Map<LimitKind, Counted[]>();
  for (const kind of kinds) {
    const periods = limits.filter((limit) => limit.kind === kind).map((limit) => limit.period);
    counted.set(kind, await countedMovements(tx, movement.memberId, kind, periods, now));
  }
  const [breach] = checkLimits(limits, (kind) => counted.get(kind) ?? [], movement.kinds, movement.cents, now);
  if (breach) throw limitReachedError(breach);
}
