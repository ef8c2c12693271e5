import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import type { CallContext } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { maskAccount } from '../shared/mask-account';
import { centsToMoney } from '../shared/money';
import { findUpline } from '../wallet/member-transfer';
import { autoConfirmDuePayouts } from './auto-confirm';
import { addBankCard, loadBankCards, removeBankCard } from './bank-cards';
import { registerDevPayoutRoute } from './dev-payout-route';
import { changePaymentPassword, isPaymentPasswordSet, loadPaymentPasswordStatus, setPaymentPassword } from './payment-password';
import type { PaymentPasswordAsker } from './payment-password';
import { registerProofImageRoute } from './proof-image-route';
import { loadWithdrawableMoney } from './withdrawable';
import { confirmWithdrawal } from './withdrawal-confirmation';
import { listWithdrawals } from './withdrawal-records';
import { loadWithdrawalForm, requestWithdrawal } from './withdrawal-request';

/** A player changes cards, passwords and confirmations a few times a minute at most; a script is slowed down. */
const MONEY_OUT_CHANGES: RateLimitRule = { name: 'withdrawal-change', limit: 20, windowMs: 60_000 };
/** Withdrawal requests: more room, for a client retrying one request (same requestId) on a poor network. */
const WITHDRAWAL_REQUESTS: RateLimitRule = { name: 'withdrawal-request', limit: 60, windowMs: 60_000 };

/** How often a gateway process counts overdue payouts as received (each is claimed once, whatever the processes). */
const SWEEP_INTERVAL_MS = 60_000;

function asker(context: CallContext): PaymentPasswordAsker {
  return { memberId: requireSession(context).memberId, now: context.now, reply: context.reply };
}

async function limitChanges(deps: GatewayDeps, context: CallContext, rule = MONEY_OUT_CHANGES): Promise<void> {
  const member = requireSession(context);
  await enforceRateLimit(deps.db, rule, String(member.memberId), context.now, context.reply, 'Too many changes in a minute: please wait a moment');
}

/**
 * Money out of the member: the payment password, bank cards, withdrawals (frozen on request,
 * paid or rejected by the dev payout desk, confirmed by the player or counted as received after
 * the merchant's timeout, with proof images) and what a transfer to the upline shows first.
 * Everything that moves money or changes what may receive it is for real accounts only.
 */
export const withdrawalsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'paymentPasswordStatus', {
    handler: async (_input, context) => loadPaymentPasswordStatus(deps.db, requireSession(context).memberId, context.now),
  });

  registerCall(app, deps, 'setPaymentPassword', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await limitChanges(deps, context);
      return setPaymentPassword(deps.db, asker(context), input);
    },
  });

  registerCall(app, deps, 'changePaymentPassword', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await limitChanges(deps, context);
      return changePaymentPassword(deps.db, asker(context), input);
    },
  });

  registerCall(app, deps, 'bankCards', {
    realAccountOnly: true,
    handler: async (_input, context) => loadBankCards(deps.db, requireSession(context).memberId),
  });

  registerCall(app, deps, 'addBankCard', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await limitChanges(deps, context);
      return addBankCard(deps.db, requireSession(context), input, context.now);
    },
  });

  registerCall(app, deps, 'removeBankCard', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await limitChanges(deps, context);
      return removeBankCard(deps.db, asker(context), input);
    },
  });

  registerCall(app, deps, 'withdrawalForm', {
    realAccountOnly: true,
    handler: async (_input, context) => loadWithdrawalForm(deps.db, requireSession(context), context.now),
  });

  registerCall(app, deps, 'requestWithdrawal', {
    realAccountOnly: true,
    handler: async (input, context) => {
      await limitChanges(deps, context, WITHDRAWAL_REQUESTS);
      return requestWithdrawal(deps.db, requireSession(context), input, context.now, context.reply);
    },
  });

  registerCall(app, deps, 'withdrawals', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = requireSession(context);
      // A payout past its deadline reads as counted received, whether or not a sweep has run.
      await autoConfirmDuePayouts(deps.db, context.now, member.memberId);
      return listWithdrawals(deps.db, member.memberId, input);
    },
  });

  registerCall(app, deps, 'confirmWithdrawal', {
    realAccountOnly: true,
    // Three proof images of 5 MB in base64, and the rest of the body.
    bodyLimit: 21 * 1024 * 1024,
    handler: async (input, context) => {
      await limitChanges(deps, context);
      return confirmWithdrawal(deps.db, requireSession(context).memberId, input, context.now);
    },
  });

  registerCall(app, deps, 'uplineAccount', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const member = requireSession(context);
      const upline = await findUpline(deps.db, member);
      const money = await loadWithdrawableMoney(deps.db, member.memberId);
      return {
        account: maskAccount(upline.account),
        withdrawableBalance: centsToMoney(money.withdrawableCents),
        paymentPasswordSet: await isPaymentPasswordSet(deps.db, member.memberId),
      };
    },
  });

  registerProofImageRoute(app, deps);
  registerDevPayoutRoute(app, deps);

  // The sweep: payouts nobody reads are counted as received too (reads apply it themselves).
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      autoConfirmDuePayouts(deps.db, deps.now()).catch((error: unknown) => app.log.error({ err: error }, 'auto-confirming payouts failed'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
};
