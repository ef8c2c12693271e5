import type { FastifyPluginAsync } from 'fastify';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { enforceRateLimit } from '../http/rate-limit';
import type { RateLimitRule } from '../http/rate-limit';
import { registerProviderCallbackRoute, DEMO_CALLBACK_PATH } from './callback-route';
import { channelView, depositsOffered, enabledChannels, firstDepositOffer, firstDepositPromotionView, hasDeposited, MAX_OPEN_DEPOSITS } from './channels';
import { registerCashierRoutes } from './demo-provider/cashier-routes';
import { demoProvider } from './demo-provider/demo-provider';
import { findMemberDepositOrder, listDepositRecords, openDepositOrder } from './deposit-orders';
import { registerDevDepositReviewRoute } from './dev-review-route';
import type { PaymentProvider } from './provider';

/** The providers by the code a channel names (payment_channel.provider); MANUAL channels have none: they are reviewed. */
const PROVIDERS: Readonly<Record<string, PaymentProvider>> = { [demoProvider.code]: demoProvider };

/** A player opens a few deposits a minute at most; a script opening more is slowed down. */
const CREATE_DEPOSIT_LIMIT: RateLimitRule = { name: 'deposit-create', limit: 10, windowMs: 60_000 };

/**
 * Deposits: the merchant's channels, orders that expire, the demo provider (its cashier page and
 * its signed callbacks), the deposit record, and the dev-mode review of bank transfers. Every call
 * is for real accounts only (a trial account gets REAL_ACCOUNT_REQUIRED).
 */
export const paymentsPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'depositChannels', {
    realAccountOnly: true,
    handler: async (_input, context) => {
      const member = requireSession(context);
      if (!(await depositsOffered(deps.db, member.merchantCode))) {
        return { depositOffered: false, channels: [], firstDepositPromotion: null, maxOpenOrders: MAX_OPEN_DEPOSITS };
      }
      const channels = await enabledChannels(deps.db, member.merchantCode);
      const offer = await firstDepositOffer(deps.db, member.merchantCode);
      const offered = offer !== null && !(await hasDeposited(deps.db, member.memberId));
      return {
        depositOffered: true,
        channels: channels.map(channelView),
        firstDepositPromotion: offered ? firstDepositPromotionView(offer, context.locale) : null,
        maxOpenOrders: MAX_OPEN_DEPOSITS,
      };
    },
  });

  registerCall(app, deps, 'createDeposit', {
    realAccountOnly: true,
    handler: async (input, context) => {
      const member = requireSession(context);
      await enforceRateLimit(deps.db, CREATE_DEPOSIT_LIMIT, String(member.memberId), context.now, context.reply, 'Too many deposits opened: wait a minute');
      const orderNo = await openDepositOrder(deps.db, PROVIDERS, member, input, context.now);
      return findMemberDepositOrder(deps.db, member.memberId, orderNo, context.now);
    },
  });

  registerCall(app, deps, 'depositOrder', {
    realAccountOnly: true,
    handler: async (input, context) => findMemberDepositOrder(deps.db, requireSession(context).memberId, input.orderNo, context.now),
  });

  registerCall(app, deps, 'depositRecords', {
    realAccountOnly: true,
    handler: async (input, context) => listDepositRecords(deps.db, requireSession(context).memberId, input, context.now),
  });

  registerProviderCallbackRoute(app, deps, demoProvider, DEMO_CALLBACK_PATH);
  registerCashierRoutes(app, deps, DEMO_CALLBACK_PATH);
  registerDevDepositReviewRoute(app, deps);
};
