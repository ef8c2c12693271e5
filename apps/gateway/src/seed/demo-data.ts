import type { Database } from '../db/database';
import type { SettingKey } from '../system/merchant-settings';
import { seedDemoAccounts } from './accounts/demo-accounts';
import { seedAgentContracts } from './agent-contracts/agent-contracts';
import { seedAgentTeam } from './agent-team/agent-team';
import { seedRecruitPlay } from './agent-reports/recruit-play';
import { seedBetHistory } from './bets/bet-history';
import { seedContent } from './content/content';
import { seedMissionsAndReferrals } from './missions/missions-referral';
import { DEMO_MERCHANTS } from './demo-merchants';
import type { DemoMerchant } from './demo-merchants';
import { seedCatalogue } from './games/catalogue';
import { seedInboxAndFeedback } from './inbox-feedback/inbox-feedback';
import { seedPayments } from './payments/payment-channels';
import { seedRebate } from './rebate/rebate';
import { seedRewards } from './rewards/rewards';
import { seedSettlement } from './settlement/settlement';
import { seedWallets } from './wallet/wallets';
import { seedWithdrawalSettings } from './withdrawals/withdrawal-settings';

/** Inserts the demo merchants and their settings; rows that exist are left as they are. */
export async function seedMerchants(db: Database, merchants: readonly DemoMerchant[] = DEMO_MERCHANTS): Promise<void> {
  await db.transaction(async (tx) => {
    for (const merchant of merchants) {
      await tx.query(
        'insert into merchant (code, name, brand) values ($1, $2, $3) on conflict do nothing',
        [merchant.code, merchant.name, merchant.brand],
      );
      for (const key of Object.keys(merchant.settings) as SettingKey[]) {
        await tx.query(
          'insert into system_setting (merchant_code, key, value) values ($1, $2, $3::jsonb) on conflict do nothing',
          [merchant.code, key, JSON.stringify(merchant.settings[key])],
        );
      }
    }
  });
}

/**
 * The whole demo: merchants, accounts, the game catalogue, wallets and content, in that order
 * (each part refers only to the ones before it). Idempotent: what exists is left as it is, so
 * running it on every start keeps what players and operators changed, and a run with a later
 * clock adds nothing again. `now` is the clock every seeded date is counted from (the start
 * passes the real time, tests their clock), so the demo reads as recent on any date.
 */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  await seedMerchants(db);
  await seedDemoAccounts(db, now);
  // The demo agents' affiliate links and the members registered through them, with their own money (so the
  // wallet seed leaves them alone), and the agent announcements; before the content seeds every member's state.
  await seedAgentTeam(db, now);
  await seedCatalogue(db);
  await seedWallets(db, now);
  await seedBetHistory(db, now);
  // The agent team's recent recruits' first rounds: after they joined and deposited, before the seeds that
  // credit members today (missions) and before settlement counts the team's play.
  await seedRecruitPlay(db, now);
  await seedWithdrawalSettings(db);
  await seedContent(db, now);
  await seedInboxAndFeedback(db, now);
  await seedPayments(db);
  // After the wallets and the bet history: a seeded claim goes through the ledger and reads the bets.
  await seedRebate(db, now);
  await seedRewards(db, now);
  await seedMissionsAndReferrals(db, now);
  // The demo agents' contracts, settled by the engine from the bet history (after the bets, wallets and rebates).
  await seedSettlement(db, now);
  // The demo agents' contract requests and their history (never accepted: nothing to settle).
  await seedAgentContracts(db, now);
  // Fresh statistics for the planner: the game list's filters pick better plans over the new rows.
  await db.exec('analyze');
}
