import type { MissionKind, MissionPeriod } from '@platform/api/contract';
import type { LocalizedText } from '../../../http/locale';

export interface MissionSeed {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** What the mission measures from the member's real events (missions/mission-progress.ts). */
  kind: MissionKind;
  /** A bet mission's game type; null for every game. */
  gameType: string | null;
  period: MissionPeriod;
  /** A count, or an amount for DEPOSIT_AMOUNT and VALID_BETS. */
  target: number;
  points: number;
  /** The bonus a claim credits (promotional credit); 0 for points only. */
  rewardAmount: number;
}

/** The current mission activity's missions. */
export const MISSIONS: readonly MissionSeed[] = [
  {
    slug: 'login-days',
    title: { ms: 'Log masuk 5 hari minggu ini', en: 'Log in on 5 days this week', zh: '本周登录5天' },
    description: { ms: 'Setiap hari anda log masuk dikira sekali.', en: 'Each day you log in counts once.', zh: '每天登录计一次。' },
    kind: 'LOGIN_DAYS', gameType: null, period: 'WEEK', target: 5, points: 50, rewardAmount: 3,
  },
  {
    slug: 'three-deposits',
    title: { ms: 'Buat 3 deposit bulan ini', en: 'Make 3 deposits this month', zh: '本月完成3次存款' },
    description: { ms: 'Deposit yang berjaya sahaja dikira.', en: 'Only deposits that were paid count.', zh: '仅计算成功到账的存款。' },
    kind: 'DEPOSIT_COUNT', gameType: null, period: 'MONTH', target: 3, points: 80, rewardAmount: 8,
  },
  {
    slug: 'slot-spins',
    title: { ms: 'Main 100 putaran slot', en: 'Play 100 slot spins', zh: '老虎机旋转100次' },
    description: { ms: 'Putaran permainan slot bulan ini.', en: 'Slot game spins this month.', zh: '本月老虎机游戏的旋转次数。' },
    kind: 'BET_COUNT', gameType: 'RNG', period: 'MONTH', target: 100, points: 60, rewardAmount: 5,
  },
  {
    slug: 'live-bets',
    title: { ms: 'Letak 20 pertaruhan kasino langsung', en: 'Place 20 live casino bets', zh: '真人娱乐投注20次' },
    description: { ms: 'Pertaruhan kasino langsung yang selesai bulan ini.', en: 'Settled live casino bets this month.', zh: '本月已结算的真人娱乐投注。' },
    kind: 'BET_COUNT', gameType: 'LIVE', period: 'MONTH', target: 20, points: 70, rewardAmount: 6,
  },
  {
    slug: 'daily-turnover',
    title: { ms: 'Pusing ganti 200 hari ini', en: 'Turn over 200 today', zh: '今日流水达到200' },
    description: { ms: 'Pertaruhan sah dalam semua permainan hari ini.', en: 'Valid bets across all games today.', zh: '今日所有游戏的有效投注。' },
    kind: 'VALID_BETS', gameType: null, period: 'DAY', target: 200, points: 20, rewardAmount: 2,
  },
  {
    slug: 'deposit-total',
    title: { ms: 'Deposit 500 bulan ini', en: 'Deposit 500 this month', zh: '本月存款500' },
    description: { ms: 'Jumlah deposit yang berjaya bulan ini.', en: 'The total of paid deposits this month.', zh: '本月成功存款的总额。' },
    kind: 'DEPOSIT_AMOUNT', gameType: null, period: 'MONTH', target: 500, points: 60, rewardAmount: 10,
  },
  {
    slug: 'invite-friend',
    title: { ms: 'Jemput seorang rakan', en: 'Invite a friend', zh: '邀请一位好友' },
    description: { ms: 'Rakan mendaftar dengan kod jemputan anda bulan ini.', en: 'A friend registers with your invitation code this month.', zh: '本月好友使用您的邀请码注册。' },
    kind: 'INVITES', gameType: null, period: 'MONTH', target: 1, points: 100, rewardAmount: 0,
  },
];

/** The rewards of the leaderboard's top places. */
export const MISSION_RANK_REWARDS: readonly number[] = [888, 388, 188, 88, 88, 58, 58, 58, 38, 38];
