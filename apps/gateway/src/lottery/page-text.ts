import type { LocalizedText } from '../http/locale';

/** The lottery page's words in every content language. */
export const PAGE_TEXT = {
  lottery: { ms: 'Loteri', en: 'Lottery', zh: '彩票' },
  back: { ms: 'Kembali', en: 'Back', zh: '返回' },
  prizeMode: { ms: 'Mod hadiah', en: 'Prize mode', zh: '奖金模式' },
  nextDraw: { ms: 'Cabutan seterusnya', en: 'Next draw', zh: '下期开奖' },
  timeLeft: { ms: 'Masa berbaki', en: 'Time left', zh: '剩余时间' },
  latest: { ms: 'Keputusan terkini', en: 'Latest result', zh: '最新开奖' },
  draw: { ms: 'Cabutan', en: 'Draw', zh: '期号' },
  numbers: { ms: 'Nombor menang', en: 'Winning numbers', zh: '开奖号码' },
  time: { ms: 'Masa', en: 'Time', zh: '开奖时间' },
  history: { ms: 'Keputusan terdahulu', en: 'Recent results', zh: '近期开奖' },
  games: { ms: 'Permainan loteri', en: 'Lottery games', zh: '彩种' },
  timeZone: { ms: 'Semua masa dalam GMT+8.', en: 'All times are GMT+8.', zh: '所有时间均为 GMT+8。' },
  noBetting: {
    ms: 'Pertaruhan tidak tersedia dalam demo ini: halaman ini hanya menunjukkan cabutan dan keputusan.',
    en: 'Betting is not available in this demo: this page shows the draws and results only.',
    zh: '本演示不提供投注功能：此页面仅显示开奖期号和结果。',
  },
} satisfies Record<string, LocalizedText>;

/** The page's `lang` attribute for a content locale. */
export const HTML_LANG = { ms: 'ms', en: 'en', zh: 'zh-Hans' } as const;
