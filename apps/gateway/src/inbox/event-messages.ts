import type { Queryable } from '../db/database';
import { centsText } from '../shared/money';
import { escapeText } from './message-text';
import { sendMemberMessage } from './member-messages';

/*
 * The messages real events put in the member's inbox, each sent in the transaction of its event
 * and keyed by the event's reference, so a retried event sends one message.
 */

/** A deposit order credited to the main wallet. */
export async function sendDepositCreditedMessage(tx: Queryable, memberId: number, orderNo: string, amountCents: number, now: Date): Promise<void> {
  const amount = centsText(amountCents);
  await sendMemberMessage(
    tx,
    {
      memberId,
      key: `deposit:${orderNo}`,
      title: { ms: 'Deposit berjaya', en: 'Deposit credited', zh: '存款已到账' },
      body: {
        ms: `<p>Deposit anda <strong>${orderNo}</strong> sebanyak ${amount} telah dikreditkan ke dompet utama anda.</p>`,
        en: `<p>Your deposit <strong>${orderNo}</strong> of ${amount} has been credited to your main wallet.</p>`,
        zh: `<p>您的存款 <strong>${orderNo}</strong>（${amount}）已存入您的主钱包。</p>`,
      },
    },
    now,
  );
}

/** What the payout desk decided about a withdrawal, as its message tells it. */
export type WithdrawalOutcome = { status: 'PAID' | 'PARTLY_PAID'; paidCents: number; returnedCents: number } | { status: 'REJECTED'; reason: string; returnedCents: number };

/** A withdrawal paid (in full or in part, to be confirmed) or rejected (with its reason). */
export async function sendWithdrawalDecidedMessage(tx: Queryable, memberId: number, withdrawalNo: string, outcome: WithdrawalOutcome, now: Date): Promise<void> {
  const no = `<strong>${withdrawalNo}</strong>`;
  const returned = centsText(outcome.returnedCents);
  const message =
    outcome.status === 'REJECTED'
      ? {
          title: { ms: 'Pengeluaran ditolak', en: 'Withdrawal rejected', zh: '提款被拒绝' },
          body: {
            ms: `<p>Pengeluaran ${no} ditolak: ${escapeText(outcome.reason)}. ${returned} telah dikembalikan ke dompet utama anda.</p>`,
            en: `<p>Withdrawal ${no} was rejected: ${escapeText(outcome.reason)}. ${returned} went back to your main wallet.</p>`,
            zh: `<p>提款 ${no} 被拒绝：${escapeText(outcome.reason)}。${returned} 已退回您的主钱包。</p>`,
          },
        }
      : {
          title: { ms: 'Pengeluaran telah dibayar', en: 'Withdrawal paid', zh: '提款已支付' },
          body: {
            ms: `<p>Pengeluaran ${no}: ${centsText(outcome.paidCents)} telah dibayar${outcome.returnedCents > 0 ? `, ${returned} dikembalikan ke dompet utama anda` : ''}. Sila sahkan penerimaan dalam rekod pengeluaran.</p>`,
            en: `<p>Withdrawal ${no}: ${centsText(outcome.paidCents)} has been paid${outcome.returnedCents > 0 ? `, ${returned} went back to your main wallet` : ''}. Please confirm receipt in your withdrawal records.</p>`,
            zh: `<p>提款 ${no}：已支付 ${centsText(outcome.paidCents)}${outcome.returnedCents > 0 ? `，${returned} 已退回您的主钱包` : ''}。请在提款记录中确认收款。</p>`,
          },
        };
  await sendMemberMessage(tx, { memberId, key: `withdrawal:${withdrawalNo}`, ...message }, now);
}
