import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer, type MerchantWallet, type WalletTransferResult } from '@platform/api';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useSessionToken } from '../../../lib/session/session';
import { useRequestIds } from '../../../lib/money/request-ids';

/** The main (centre) wallet's code; every transfer goes between it and a game wallet. */
export const MAIN_WALLET = 'MAIN';

/** Asks the wallets, the funds and the header's balance again: after any money movement, and on "Refresh". */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return () =>
    Promise.all(
      [queryKeys.allWallets(token), queryKeys.funds(token), queryKeys.promotionalCredits(token), queryKeys.balance(token)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** One transfer between the main wallet and a game wallet. */
export interface TransferOrder {
  from: MerchantWallet;
  to: MerchantWallet;
  amount: number;
}

/** The request's own parameters: a retry of the same transfer reuses its request id. */
const transferParams = ({ from, to, amount }: TransferOrder) => `${from.walletCode}>${to.walletCode}:${amount.toFixed(2)}`;

/**
 * Transfers between two wallets, idempotently: the same transfer tried again (after a network
 * error or a refusal) carries the same request id, so it moves the money once.
 */
export function useWalletTransfer() {
  const refresh = useRefreshMoney();
  const requestIds = useRequestIds();
  return useMutation<WalletTransferResult, unknown, TransferOrder>({
    mutationFn: async (order) => {
      const params = transferParams(order);
      const result = await api.call(walletTransfer, {
        from: order.from.walletCode,
        to: order.to.walletCode,
        amount: order.amount,
        requestId: requestIds.idFor(params),
      });
      requestIds.settle(params);
      return result;
    },
    // Even a failure may have moved money (a network error after the gateway applied it).
    onSettled: () => refresh(),
  });
}

/** What "recall all" did: the wallets emptied into the main wallet, and those that refused. */
export interface RecallReport {
  recalled: Array<{ wallet: MerchantWallet; amount: number }>;
  failed: Array<{ wallet: MerchantWallet; error: unknown }>;
}

/** The game wallets that hold money: what "recall all" empties. */
export function walletsToRecall(wallets: readonly MerchantWallet[]): MerchantWallet[] {
  return wallets.filter((wallet) => wallet.walletCode !== MAIN_WALLET && wallet.balance > 0);
}

/**
 * Moves every game wallet's balance to the main wallet. The gateway has no single call for it,
 * so it is one transfer per wallet that holds money, one after the other, each with its own
 * request id (reused when the player recalls again after a failure and the wallet still holds
 * the same amount); one wallet's refusal does not stop the others.
 */
export function useRecallAll() {
  const refresh = useRefreshMoney();
  const requestIds = useRequestIds();
  return useMutation<RecallReport, unknown, { main: MerchantWallet; wallets: readonly MerchantWallet[] }>({
    mutationFn: async ({ main, wallets }) => {
      const report: RecallReport = { recalled: [], failed: [] };
      const orders = walletsToRecall(wallets).map((wallet) => ({ wallet, params: transferParams({ from: wallet, to: main, amount: wallet.balance }) }));
      // Only a wallet whose last recall failed and still holds the same balance retries its id.
      requestIds.retainOnly(orders.map(({ params }) => params));
      for (const { wallet, params } of orders) {
        try {
          await api.call(walletTransfer, { from: wallet.walletCode, to: main.walletCode, amount: wallet.balance, requestId: requestIds.idFor(params) });
          requestIds.settle(params);
          report.recalled.push({ wallet, amount: wallet.balance });
        } catch (error) {
          report.failed.push({ wallet, error });
        }
      }
      return report;
    },
    onSettled: () => refresh(),
  });
}
