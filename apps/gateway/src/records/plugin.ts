import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { listBetRecords, loadBetDetail } from './bet-records';
import { loadPersonalProfit } from './personal-profit';
import { exportMemberTransactions } from './transactions-export';

/** An export reads up to TRANSACTIONS_EXPORT_LIMIT rows: a player exports a few times a minute at most. */
const TRANSACTIONS_EXPORTS: RateLimitRule = { name: 'transactions-export', limit: 10, windowMs: 60_000 };

/**
 * What a player looks up about their own play and money: the betting record and a round's
 * detail (the bet store), profit and loss (the daily totals) and the account record's export
 * (the ledger, through the same filter as the paged account record). Read-only, member-only.
 */
export const recordsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'betRecords', {
    handler: async (input, context) => listBetRecords(deps.db, requireSession(context).memberId, input),
  });

  registerCall(app, deps, 'betDetail', {
    handler: async (input, context) => loadBetDetail(deps.db, requireSession(context).memberId, input.roundNo),
  });

  registerCall(app, deps, 'personalProfit', {
    handler: async (input, context) => loadPersonalProfit(deps.db, requireSession(context).memberId, input),
  });

  registerCall(app, deps, 'memberTransactionsExport', {
    handler: async (input, context) => {
      const member = requireSession(context);
      await enforceRateLimit(deps.db, TRANSACTIONS_EXPORTS, String(member.memberId), context.now, context.reply, 'Too many exports in a minute: please wait a moment');
      return exportMemberTransactions(deps.db, member.memberId, input);
    },
  });
};
