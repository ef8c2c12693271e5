import { ERROR_CODE } from '@platform/api/contract';
import type { WalletTransferRequest, WalletTransferResult } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { ContentLocale } from '../http/locale';
import { localize } from '../http/locale';
import { guardMovement } from '../protection/limit-enforcement';
import { amountInCents, nextReferenceNo } from '../shared/money';
import { brandGameWallets, MAIN_WALLET_NAME } from './brand-wallets';
import { applyOnce } from './idempotency';
import { MAIN_WALLET, postLedgerMovement, sumBalance } from './ledger';

export interface WalletTransferMember {
  memberId: number;
  merchantCode: string;
}

/**
 * Moves money between the member's main wallet and one of the brand's game wallets, in one
 * transaction, once per request id. Into a game wallet, refused to an excluded member and over
 * the member's wager or loss limits (protection/).
 */
export async function transferBetweenWallets(
  db: Database,
  member: WalletTransferMember,
  request: WalletTransferRequest,
  locale: ContentLocale,
  now: Date,
): Promise<WalletTransferResult> {
  const from = request.from.trim().toUpperCase();
  const to = request.to.trim().toUpperCase();
  if (from === to) throw new RequestError(400, ERROR_CODE.badRequest, 'The two wallets of a transfer must differ');
  if (from !== MAIN_WALLET && to !== MAIN_WALLET) {
    throw new RequestError(400, ERROR_CODE.badRequest, 'A transfer goes between the main wallet (MAIN) and a game wallet');
  }
  const gameWalletCode = from === MAIN_WALLET ? to : from;
  const [gameWallet] = await brandGameWallets(db, member.merchantCode, locale, gameWalletCode);
  if (!gameWallet) throw new RequestError(400, ERROR_CODE.badRequest, `This brand has no wallet "${gameWalletCode}"`);
  const cents = amountInCents(request.amount);

  const names = new Map([
    [MAIN_WALLET, { displayName: localize(MAIN_WALLET_NAME, locale), gameType: null }],
    [gameWallet.walletCode, { displayName: gameWallet.displayName, gameType: gameWallet.gameType }],
  ]);
  const apply = async (tx: Queryable): Promise<WalletTransferResult> => {
    // Money into a game wallet is staked and could be lost: not while excluded, and within the wager and loss limits.
    if (to !== MAIN_WALLET) await guardMovement(tx, { memberId: member.memberId, kinds: ['WAGER', 'LOSS'], cents, walletCodes: [MAIN_WALLET, to] }, now);
    const referenceNo = await nextReferenceNo(tx, 'TF');
    const remark = `${from} → ${to}`;
    const balances = await postLedgerMovement(
      tx,
      [
        { memberId: member.memberId, walletCode: from, cents: -cents, type: 'TRANSFER', remark },
        { memberId: member.memberId, walletCode: to, cents, type: 'TRANSFER', remark },
      ],
      { referenceNo, requestId: request.requestId ?? null, now },
    );
    return {
      transferId: referenceNo,
      wallets: balances.map((wallet) => ({ walletCode: wallet.walletCode, balance: wallet.balance, ...names.get(wallet.walletCode)! })),
      sumBalance: await sumBalance(tx, member.memberId),
    };
  };
  if (request.requestId === undefined) return db.transaction(apply);
  return applyOnce(
    db,
    { memberId: member.memberId, requestId: request.requestId, kind: 'WALLET_TRANSFER', params: { from, to, cents }, now },
    apply,
  );
}
