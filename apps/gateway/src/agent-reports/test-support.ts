import { createSession } from '../accounts/session-store';
import { addDailyMoney } from '../bets/daily-totals';
import { recordBet } from '../bets/record-bet';
import type { Database } from '../db/database';
import { DAY_MS } from '../shared/business-day';
import { nextReferenceNo } from '../shared/money';
import { createTestMember } from '../test/test-gateway';
import { MAIN_WALLET, postLedgerMovement } from '../wallet/ledger';
import type { LedgerLeg } from '../wallet/ledger';

/** A member of a test's own tree: who, its upline, and how many days before the clock it registered. */
export interface TreeMember {
  account: string;
  type: number;
  upline?: string;
  registeredDaysAgo: number;
}

/** Something a member did, `daysAgo` days before the clock (at the clock's time of day). */
export type PlayEvent =
  | { account: string; daysAgo: number; kind: 'DEPOSIT' | 'WITHDRAWAL' | 'REBATE'; cents: number }
  | { account: string; daysAgo: number; kind: 'BET'; cents: number; payoutCents: number | null; gameType: string; vendorCode: string };

export interface TestTree {
  ids: Map<string, number>;
  tokens: Map<string, string>;
}

/**
 * Inserts the members in order (uplines first), each registered `registeredDaysAgo` days before
 * `now`, with a session opened at `now`.
 */
export async function createTree(db: Database, members: readonly TreeMember[], now: Date): Promise<TestTree> {
  const ids = new Map<string, number>();
  const tokens = new Map<string, string>();
  for (const member of members) {
    const registered = new Date(now.getTime() - member.registeredDaysAgo * DAY_MS - 60_000);
    const { memberId } = await createTestMember(db, { account: member.account, type: member.type, ...(member.upline ? { upline: member.upline } : {}), now: registered });
    ids.set(member.account, memberId);
    tokens.set(member.account, await createSession(db, memberId, 'DEMO_ROYAL', 'username', now));
  }
  return { ids, tokens };
}

/**
 * Applies each event as the gateway's own flows book it, in one transaction each: the ledger
 * movement, the bet in the bet store (a settled one in the daily totals) and the day's money in
 * the daily totals. A bet posts its stake (BET) and what it paid back (WIN) in one movement under
 * the round's reference number, as the demo slot does.
 */
export async function applyEvents(db: Database, tree: TestTree, events: readonly PlayEvent[], now: Date): Promise<void> {
  for (const [index, event] of events.entries()) {
    const memberId = tree.ids.get(event.account)!;
    const at = new Date(now.getTime() - event.daysAgo * DAY_MS);
    await db.transaction(async (tx) => {
      if (event.kind === 'BET') {
        const roundNo = await nextReferenceNo(tx, 'SP');
        const legs: LedgerLeg[] = [{ memberId, walletCode: MAIN_WALLET, cents: -event.cents, type: 'BET' }];
        if (event.payoutCents) legs.push({ memberId, walletCode: MAIN_WALLET, cents: event.payoutCents, type: 'WIN' });
        await postLedgerMovement(tx, legs, { referenceNo: roundNo, now: at });
        await recordBet(tx, {
          memberId,
          merchantCode: 'DEMO_ROYAL',
          roundNo,
          gameCode: `TEST-${event.gameType}`,
          gameName: `Test ${event.gameType} game ${index}`,
          vendorCode: event.vendorCode,
          gameType: event.gameType,
          betCents: event.cents,
          ...(event.payoutCents !== null ? { payoutCents: event.payoutCents } : {}),
          now: at,
        });
        return;
      }
      const referenceNo = await nextReferenceNo(tx, event.kind.slice(0, 2));
      const cents = event.kind === 'WITHDRAWAL' ? -event.cents : event.cents;
      await postLedgerMovement(tx, [{ memberId, walletCode: MAIN_WALLET, cents, type: event.kind }], { referenceNo, now: at });
      await addDailyMoney(tx, memberId, event.kind === 'DEPOSIT' ? 'deposits' : event.kind === 'WITHDRAWAL' ? 'withdrawals' : 'rebates', event.cents, at);
    });
  }
}
