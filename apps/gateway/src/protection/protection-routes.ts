import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { PlayerLimit as PlayerLimitView } from '@platform/api/contract';
import { sessionMember } from '../accounts/members';
import { NO_PASSWORD_HASH } from '../accounts/open-session';
import { checkLoginPasswordIfAny } from '../accounts/password-policy';
import { revokeOtherSessions } from '../accounts/session-store';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { RequestError } from '../http/envelope-errors';
import { hasDeposited } from '../payments/channels';
import { amountInCents, centsToMoney } from '../shared/money';
import { signOutSamePerson, startExclusion } from './exclusions';
import { loadProtectionHistory, loadSessionSummary } from './history';
import { cancelChange, confirmChange, requestChange } from './limit-rules';
import type { LimitKind, LimitPeriod, PlayerLimit } from './limit-rules';
import { everyLimit, loadLimits, lockLimit, saveLimit } from './limit-store';
import { countedByPeriod } from './limit-usage';
import { declineDepositLimitPrompt, loadProtectionPreferences, saveRealityCheckMinutes } from './preferences';

function isoMinute(moment: Date): string {
  return moment.toISOString().replace(/:\d{2}\.\d{3}Z$/, 'Z');
}

/** A limit as the contract shows it, with what it has counted (never below 0: a player ahead has used none of a loss limit). */
function limitView(limit: PlayerLimit, countedCents: number): PlayerLimitView {
  return {
    kind: limit.kind,
    period: limit.period,
    amount: limit.cents === null ? null : centsToMoney(limit.cents),
    used: centsToMoney(Math.max(0, countedCents)),
    pending: limit.pending === null ? null : { amount: limit.pending.cents === null ? null : centsToMoney(limit.pending.cents), confirmableFrom: limit.pending.confirmableFrom.getTime() },
  };
}

async function viewOf(db: Queryable, memberId: number, limit: PlayerLimit, now: Date): Promise<PlayerLimitView> {
  const counted = await countedByPeriod(db, memberId, limit.kind, now);
  return limitView(limit, counted[limit.period]);
}

/** Changes one limit under its row lock and answers it as it now is. */
async function changeLimit(
  deps: GatewayDeps,
  memberId: number,
  target: { kind: LimitKind; period: LimitPeriod },
  now: Date,
  change: (limit: PlayerLimit) => PlayerLimit,
): Promise<PlayerLimitView> {
  const changed = await deps.db.transaction(async (tx) => {
    const limit = change(await lockLimit(tx, memberId, target.kind, target.period, now));
    await saveLimit(tx, memberId, limit, now);
    return limit;
  });
  return viewOf(deps.db, memberId, changed, now);
}

function nothingWaiting(): never {
  throw new RequestError(409, ERROR_CODE.operationNotAllowed, 'No change of this limit is waiting');
}

/**
 * Player protection (issue 22): limits, the reality check, time-outs and self-exclusion, and the
 * history figures. Member-only; a trial account is refused (REAL_ACCOUNT_REQUIRED). Enforcement
 * is in limit-enforcement.ts and exclusions.ts, called where money moves and sessions open.
 */
export function registerProtectionCalls(app: FastifyInstance, deps: GatewayDeps): void {
  const { db } = deps;

  registerCall(app, deps, 'protectionSettings', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const { memberId } = requireSession(context);
      const limits = everyLimit(await loadLimits(db, memberId));
      const counted = {
        DEPOSIT: await countedByPeriod(db, memberId, 'DEPOSIT', context.now),
        LOSS: await countedByPeriod(db, memberId, 'LOSS', context.now),
        WAGER: await countedByPeriod(db, memberId, 'WAGER', context.now),
      };
      const preferences = await loadProtectionPreferences(db, memberId);
      const hasDepositLimit = limits.some((limit) => limit.kind === 'DEPOSIT' && (limit.cents !== null || limit.pending !== null));
      return {
        limits: limits.map((limit) => limitView(limit, counted[limit.kind][limit.period])),
        realityCheckMinutes: preferences.realityCheckMinutes,
        depositLimitPromptDue: !hasDepositLimit && !preferences.depositLimitPromptDeclined && !(await hasDeposited(db, memberId)),
        exclusionAsksPassword: (await sessionMember(db, context)).password_hash !== NO_PASSWORD_HASH,
      };
    },
  });

  registerCall(app, deps, 'setLimit', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const cents = input.amount === null ? null : amountInCents(input.amount);
      return changeLimit(deps, requireSession(context).memberId, input, context.now, (limit) => requestChange(limit, cents, context.now));
    },
  });

  registerCall(app, deps, 'confirmLimitChange', {
    realAccountOnly: true,
    handler: async (input, context) =>
      changeLimit(deps, requireSession(context).memberId, input, context.now, (limit) => {
        const confirmed = confirmChange(limit, context.now);
        if ('reason' in confirmed) {
          if (confirmed.reason === 'NOTHING_PENDING') nothingWaiting();
          throw new RequestError(409, ERROR_CODE.operationNotAllowed, `This change is cooling off: you can confirm it from ${isoMinute(confirmed.confirmableFrom)}`, {
            confirmableFrom: confirmed.confirmableFrom.getTime(),
          });
        }
        return confirmed;
      }),
  });

  registerCall(app, deps, 'cancelLimitChange', {
    realAccountOnly: true,
    handler: async (input, context) =>
      changeLimit(deps, requireSession(context).memberId, input, context.now, (limit) => cancelChange(limit) ?? nothingWaiting()),
  });

  registerCall(app, deps, 'declineDepositLimitPrompt', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      await declineDepositLimitPrompt(db, requireSession(context).memberId);
      return null;
    },
  });

  registerCall(app, deps, 'setRealityCheck', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await saveRealityCheckMinutes(db, requireSession(context).memberId, input.minutes);
      return { minutes: input.minutes };
    },
  });

  // Confirmed with the login password; takes effect at once and signs out every session of the member, this one too,
  // and for a self-exclusion those of the same person's accounts on every brand.
  registerCall(app, deps, 'exclude', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = await sessionMember(db, context);
      await checkLoginPasswordIfAny(deps, context, member, input.password);
      return db.transaction(async (tx) => {
        const exclusion = await startExclusion(tx, { memberId: member.id, merchantCode: member.merchant_code, kind: input.kind, duration: input.duration }, context.now);
        await revokeOtherSessions(tx, member.id, null, context.now);
        if (input.kind === 'SELF_EXCLUSION') await signOutSamePerson(tx, member.id, context.now);
        return exclusion;
      });
    },
  });

  registerCall(app, deps, 'protectionHistory', {
    realAccountOnly: true,
    handler: async (_input, context) => loadProtectionHistory(db, requireSession(context).memberId, context.now),
  });

  registerCall(app, deps, 'sessionSummary', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const session = requireSession(context);
      return loadSessionSummary(db, session.memberId, session.tokenHash, context.now);
    },
  });
}
