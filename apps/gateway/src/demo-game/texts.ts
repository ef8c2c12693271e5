import type { ContentLocale, LocalizedText } from '../http/locale';
import type { SlotSymbol } from './slot-machine';

/** Every text of the demo slot, in the three content languages. `{…}` are filled in by the page's script. */
export const SLOT_TEXTS = {
  demoSlot: { ms: 'Slot demo', en: 'Demo slot', zh: '演示老虎机' },
  realMode: { ms: 'Bermain dengan baki dompet utama anda.', en: 'Playing with your main wallet balance.', zh: '使用您的主钱包余额进行游戏。' },
  tryMode: {
    ms: 'Main percuma: wang olok-olok, baki sebenar anda tidak berubah.',
    en: 'Free play: pretend money, your real balance is not touched.',
    zh: '免费试玩：使用虚拟货币，不影响您的真实余额。',
  },
  reels: { ms: 'Gelendong', en: 'Reels', zh: '转轴' },
  balance: { ms: 'Baki', en: 'Balance', zh: '余额' },
  lastWin: { ms: 'Kemenangan terakhir', en: 'Last win', zh: '上次赢取' },
  bet: { ms: 'Pertaruhan', en: 'Bet', zh: '投注额' },
  spin: { ms: 'Putar', en: 'Spin', zh: '旋转' },
  spinning: { ms: 'Sedang berputar…', en: 'Spinning…', zh: '旋转中…' },
  ready: { ms: 'Pilih pertaruhan dan tekan Putar.', en: 'Choose a bet and press Spin.', zh: '请选择投注额，然后按“旋转”。' },
  win: { ms: '{reels}. Anda menang {amount}!', en: '{reels}. You won {amount}!', zh: '{reels}。您赢得 {amount}！' },
  bigWin: { ms: '{reels}. Kemenangan besar: {amount}!', en: '{reels}. Big win: {amount}!', zh: '{reels}。大奖：{amount}！' },
  noWin: { ms: '{reels}. Tiada kemenangan kali ini.', en: '{reels}. No win this time.', zh: '{reels}。这次没有中奖。' },
  insufficient: { ms: 'Baki anda tidak mencukupi untuk pertaruhan ini.', en: 'Your balance is too low for this bet.', zh: '余额不足，无法下此注。' },
  expired: {
    ms: 'Sesi permainan ini telah tamat: anda telah log keluar atau sesi anda tamat tempoh. Log masuk dan lancarkan permainan semula.',
    en: 'This game session has ended: you logged out or your session expired. Log in and launch the game again.',
    zh: '本次游戏会话已结束：您已退出登录或会话已过期。请登录后重新启动游戏。',
  },
  launchAgain: {
    ms: 'Pautan permainan ini telah digunakan atau tamat tempoh. Tutup permainan dan lancarkannya semula.',
    en: 'This game link has already been used or has expired. Close the game and launch it again.',
    zh: '此游戏链接已被使用或已过期，请关闭游戏后重新启动。',
  },
  failed: { ms: 'Putaran tidak berjaya. Sila cuba lagi.', en: 'The spin did not go through. Please try again.', zh: '旋转未成功，请重试。' },
  paytable: { ms: 'Jadual bayaran', en: 'Paytable', zh: '赔付表' },
  combination: { ms: 'Gabungan', en: 'Combination', zh: '组合' },
  pays: { ms: 'Bayaran', en: 'Pays', zh: '赔付' },
  twoCherries: { ms: '2 × Ceri (mana-mana kedudukan)', en: '2 × Cherry (any position)', zh: '任意位置出现 2 个樱桃' },
  timesBet: { ms: '{n}× pertaruhan', en: '{n}× bet', zh: '投注额的 {n} 倍' },
} satisfies Record<string, LocalizedText>;

export type SlotTextKey = keyof typeof SLOT_TEXTS;

export const SYMBOL_NAMES: Readonly<Record<SlotSymbol, LocalizedText>> = {
  CHERRY: { ms: 'Ceri', en: 'Cherry', zh: '樱桃' },
  LEMON: { ms: 'Lemon', en: 'Lemon', zh: '柠檬' },
  BELL: { ms: 'Loceng', en: 'Bell', zh: '铃铛' },
  STAR: { ms: 'Bintang', en: 'Star', zh: '星星' },
  SEVEN: { ms: 'Tujuh', en: 'Seven', zh: '七' },
  DIAMOND: { ms: 'Berlian', en: 'Diamond', zh: '钻石' },
};

/** The symbols as drawn on the reels (their names are what assistive technology reads). */
export const SYMBOL_GLYPHS: Readonly<Record<SlotSymbol, string>> = {
  CHERRY: '🍒',
  LEMON: '🍋',
  BELL: '🔔',
  STAR: '⭐',
  SEVEN: '7',
  DIAMOND: '💎',
};

/** The `lang` of the page for a content locale. */
export const HTML_LANG: Readonly<Record<ContentLocale, string>> = { ms: 'ms', en: 'en', zh: 'zh-Hans' };

/** The number formatting locale for a content locale. */
export const NUMBER_LOCALE: Readonly<Record<ContentLocale, string>> = { ms: 'ms-MY', en: 'en-MY', zh: 'zh-CN' };
