import type { FastifyPluginAsync } from 'fastify';
import type { MerchantWallet } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { registerCall, requireSession } from '../http/call-route';
import { localize } from '../http/locale';
import { centsToMoney, moneyToCents } from '../shared/money';
import { brandGameWallets, MAIN_WALLET_NAME } from './brand-wallets';
import { MAIN_WALLET, memberFunds, sumBalance, walletBalances } from './ledger';
import { transferToMember } from './member-transfer';
import { listPromotionalCredits } from './promotional-credit';
import { listMemberTransactions } from './transactions';
import { transferBetweenWallets } from './wallet-transfer';

/** Balance, wallets, transfers, consolidated funds, promotional credit and account records. */
export const walletPlugin: FastifyPluginAsync<GatewayDeps> = async (app, deps) => {
  registerCall(app, deps, 'balance', {
    handler: async (_input, context) => ({ sumBalance: await sumBalance(deps.db, requireSession(context).memberId) }),
  });

  registerCall(app, deps, 'merchantWallet', {
    handler: async (input, context) => {
      const member = requireSession(context);
      const balances = await walletBalances(deps.db, member.memberId);
      const wallets: MerchantWallet[] = [
        { walletCode: MAIN_WALLET, displayName: localize(MAIN_WALLET_NAME, context.locale), balance: balances.get(MAIN_WALLET) ?? 0, gameType: null },
      ];
      if (input.isSingle === 1) return wallets;
      for (const wallet of await brandGameWallets(deps.db, member.merchantCode, context.locale)) {
        wallets.push({ ...wallet, balance: balances.get(wallet.walletCode) ?? 0 });
      }
      return wallets;
    },
  });

  registerCall(app, deps, 'walletTransfer', {
    realAccountOnly: true,
    handler: async (input, context) => transferBetweenWallets(deps.db, requireSession(context), input, context.locale, context.now),
  });

  registerCall(app, deps, 'memberTransfer', {
    realAccountOnly: true,
    handler: async (input, context) => transferToMember(deps.db, requireSession(context), input, context.now, context.reply),
  });

  registerCall(app, deps, 'consolidatedFunds', {
    handler: async (_input, context) => {
      const funds = await memberFunds(deps.db, requireSession(context).memberId);
      // Not withdrawable: the promotional credit still locked, and what a pending withdrawal froze (apart from the total).
      const available = centsToMoney(moneyToCents(funds.total) - moneyToCents(funds.promotional));
      const sum = centsToMoney(moneyToCents(funds.total) + moneyToCents(funds.frozen));
      return { sumBalance: sum, availableBalance: available, frozenBalance: funds.frozen, promotionalBalance: funds.promotional };
    },
  });

  registerCall(app, deps, 'promotionalCredits', {
    handler: async (input, context) => listPromotionalCredits(deps.db, requireSession(context).memberId, input),
  });

  registerCall(app, deps, 'memberTransactions', {
    handler: async (input, context) => listMemberTransactions(deps.db, requireSession(context).memberId, input),
  });
};
