import type { LocalizedText } from '../../../http/locale';

export interface MissionSeed {
  slug: string;
  title: LocalizedText;
  target: number;
  points: number;
}

/** The current mission activity's missions. */
export const MISSIONS: readonly MissionSeed[] = [
  { slug: 'login-streak', title: { ms: 'Log masuk 7 hari berturut-turut', en: 'Log in 7 days in a row', zh: '连续登录7天' }, target: 7, points: 50 },
  { slug: 'three-deposits', title: { ms: 'Buat 3 deposit bulan ini', en: 'Make 3 deposits this month', zh: '本月完成3次存款' }, target: 3, points: 80 },
  { slug: 'slot-spins', title: { ms: 'Main 100 putaran slot', en: 'Play 100 slot spins', zh: '老虎机旋转100次' }, target: 100, points: 60 },
  { slug: 'live-bets', title: { ms: 'Letak 20 pertaruhan kasino langsung', en: 'Place 20 live casino bets', zh: '真人娱乐投注20次' }, target: 20, points: 70 },
  { slug: 'sports-bets', title: { ms: 'Bertaruh pada 5 perlawanan sukan', en: 'Bet on 5 sports matches', zh: '投注5场体育赛事' }, target: 5, points: 60 },
  { slug: 'invite-friend', title: { ms: 'Jemput seorang rakan', en: 'Invite a friend', zh: '邀请一位好友' }, target: 1, points: 100 },
  { slug: 'points-redeem', title: { ms: 'Tebus satu item di Pusat Mata', en: 'Redeem an item in the Points Mall', zh: '在积分商城兑换一件商品' }, target: 1, points: 30 },
];

/** The rewards of the leaderboard's top places. */
export const MISSION_RANK_REWARDS: readonly number[] = [888, 388, 188, 88, 88, 58, 58, 58, 38, 38];
