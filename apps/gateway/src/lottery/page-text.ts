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
  betTitle: { ms: 'Buat pertaruhan', en: 'Place a bet', zh: '投注' },
  ruleFirst: {
    ms: 'Pilih nombor pertama yang akan dicabut dalam cabutan seterusnya. Pilihan yang menang dibayar {multiple}× taruhan anda.',
    en: 'Pick the first number of the next draw. A winning pick pays {multiple}× your stake.',
    zh: '竞猜下期开奖的第一个号码。猜中即派彩投注金额的 {multiple} 倍。',
  },
  ruleSpecial: {
    ms: 'Pilih nombor khas cabutan seterusnya. Pilihan yang menang dibayar {multiple}× taruhan anda.',
    en: 'Pick the special number of the next draw. A winning pick pays {multiple}× your stake.',
    zh: '竞猜下期开奖的特别号码。猜中即派彩投注金额的 {multiple} 倍。',
  },
  cutoff: {
    ms: 'Pertaruhan ditutup 30 saat sebelum setiap cabutan. Tiket anda diselesaikan selepas cabutan dan disenaraikan dalam rekod pertaruhan.',
    en: 'Bets close 30 seconds before each draw. Your tickets settle after the draw and are listed in your betting record.',
    zh: '每期开奖前 30 秒截止投注。注单在开奖后结算，可在投注记录中查看。',
  },
  yourPick: { ms: 'Pilihan anda', en: 'Your pick', zh: '您的选号' },
  stake: { ms: 'Taruhan', en: 'Stake', zh: '投注金额' },
  placeBet: { ms: 'Buat pertaruhan', en: 'Place bet', zh: '确认投注' },
  balance: { ms: 'Baki', en: 'Balance', zh: '余额' },
  placing: { ms: 'Sedang membuat pertaruhan…', en: 'Placing your bet…', zh: '正在投注…' },
  placed: {
    ms: 'Pertaruhan dibuat: {pick} untuk cabutan {drawNo}, taruhan {stake}. Rujukan {referenceNo}.',
    en: 'Bet placed: {pick} on draw {drawNo}, stake {stake}. Reference {referenceNo}.',
    zh: '投注成功：第 {drawNo} 期，选号 {pick}，金额 {stake}。单号 {referenceNo}。',
  },
  choosePick: { ms: 'Pilih satu nombor dahulu.', en: 'Choose a number first.', zh: '请先选择一个号码。' },
  closed: {
    ms: 'Pertaruhan untuk cabutan ini sudah ditutup: tunggu cabutan seterusnya.',
    en: 'Bets on this draw have closed: wait for the next draw.',
    zh: '本期已截止投注，请等待下一期。',
  },
  insufficient: { ms: 'Baki anda tidak mencukupi untuk taruhan ini.', en: 'Your balance is too low for this stake.', zh: '余额不足，无法投注此金额。' },
  retry: {
    ms: 'Pertaruhan tidak dapat disahkan. Tekan Buat pertaruhan sekali lagi: pertaruhan yang sama tidak akan dibuat dua kali.',
    en: 'The bet could not be confirmed. Press Place bet again: the same bet is never placed twice.',
    zh: '无法确认投注。请再次点击确认投注：同一注单不会重复投注。',
  },
  expired: {
    ms: 'Sesi anda telah tamat. Log masuk dan buka permainan ini dari laman sekali lagi untuk bertaruh.',
    en: 'Your session has ended. Log in and open this game from the site again to bet.',
    zh: '您的会话已结束。请登录并从网站重新打开此游戏后投注。',
  },
  loginToBet: {
    ms: 'Untuk bertaruh, log masuk dan buka permainan ini dari laman. Halaman ini menunjukkan cabutan dan keputusan.',
    en: 'To bet, log in and open this game from the site. This page shows the draws and results.',
    zh: '如需投注，请登录并从网站打开此游戏。此页面显示开奖期号和结果。',
  },
  realAccount: {
    ms: 'Pertaruhan memerlukan akaun sebenar: daftar atau log masuk ke akaun sebenar. Halaman ini menunjukkan cabutan dan keputusan.',
    en: 'Betting needs a real account: register or log in to one. This page shows the draws and results.',
    zh: '投注需要真实账户：请注册或登录真实账户。此页面显示开奖期号和结果。',
  },
} satisfies Record<string, LocalizedText>;

/** The page's `lang` attribute for a content locale. */
export const HTML_LANG = { ms: 'ms', en: 'en', zh: 'zh-Hans' } as const;
