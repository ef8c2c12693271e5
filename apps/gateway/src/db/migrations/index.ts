import { merchantSettings } from './0001-merchant-settings';
import { gatewayKey } from './0002-gateway-key';
import { membersSessions } from './0003-members-sessions';
import { accounts } from './0004-accounts';
import { wallet } from './0005-wallet';
import { catalogue } from './0006-catalogue';
import { content } from './0007-content';
import { promotionalCredit } from './0008-promotional-credit';
import { gameLaunchTicket } from './0009-game-launch-ticket';
import { payments } from './0010-payments';
import { withdrawals } from './0011-withdrawals';
import { security } from './0012-security';
import { bets } from './0013-bets';
import { rewards } from './0014-rewards';
import { missionsReferral } from './0015-missions-referral';
import { inboxFeedback } from './0016-inbox-feedback';
import { rebatePoints } from './0017-rebate-points';
import { lotteryDrawKey } from './0018-lottery-draw-key';
import { memberTree } from './0019-member-tree';
import { settlement } from './0020-settlement';
import { agentAccounts } from './0021-agent-accounts';
import { agentContractLists } from './0022-agent-contract-lists';
import { teamReportTime } from './0023-team-report-time';
import { teamDailyTotals } from './0024-team-daily-totals';
import { playerProtection } from './0025-player-protection';
import { secondFactor } from './0026-second-factor';

export interface Migration {
  /** Recorded in schema_migrations; never rename one that has shipped. */
  id: string;
  sql: string;
}

/** Every migration, in the order it runs. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '0001-merchant-settings', sql: merchantSettings },
  { id: '0002-gateway-key', sql: gatewayKey },
  { id: '0003-members-sessions', sql: membersSessions },
  { id: '0004-accounts', sql: accounts },
  { id: '0005-wallet', sql: wallet },
  { id: '0006-catalogue', sql: catalogue },
  { id: '0007-content', sql: content },
  { id: '0008-promotional-credit', sql: promotionalCredit },
  { id: '0009-game-launch-ticket', sql: gameLaunchTicket },
  { id: '0010-payments', sql: payments },
  { id: '0011-withdrawals', sql: withdrawals },
  { id: '0012-security', sql: security },
  { id: '0013-bets', sql: bets },
  { id: '0014-rewards', sql: rewards },
  { id: '0015-missions-referral', sql: missionsReferral },
  { id: '0016-inbox-feedback', sql: inboxFeedback },
  { id: '0017-rebate-points', sql: rebatePoints },
  { id: '0018-lottery-draw-key', sql: lotteryDrawKey },
  { id: '0019-member-tree', sql: memberTree },
  { id: '0020-settlement', sql: settlement },
  { id: '0021-agent-accounts', sql: agentAccounts },
  { id: '0022-agent-contract-lists', sql: agentContractLists },
  { id: '0023-team-report-time', sql: teamReportTime },
  { id: '0024-team-daily-totals', sql: teamDailyTotals },
  { id: '0025-player-protection', sql: playerProtection },
  { id: '0026-second-factor', sql: secondFactor },
];
