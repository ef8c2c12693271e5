import type { LocalizedText } from '../../../http/locale';
import type { SeedMoment } from '../../seed-time';

export interface PromotionCategorySeed {
  code: string;
  name: LocalizedText;
}

export const PROMOTION_CATEGORIES: readonly PromotionCategorySeed[] = [
  { code: 'NEW_MEMBER', name: { ms: 'Ahli Baharu', en: 'New Members', zh: '新会员' } },
  { code: 'DEPOSIT', name: { ms: 'Bonus Deposit', en: 'Deposit Bonus', zh: '存款红利' } },
  { code: 'REBATE', name: { ms: 'Rebat', en: 'Rebate', zh: '返水' } },
  { code: 'DAILY', name: { ms: 'Harian', en: 'Daily', zh: '每日活动' } },
  { code: 'VIP', name: { ms: 'VIP', en: 'VIP', zh: 'VIP专享' } },
  { code: 'REFERRAL', name: { ms: 'Rujukan', en: 'Referral', zh: '推荐好友' } },
];

export const TAGS = {
  hot: { ms: 'PANAS', en: 'HOT', zh: '热门' },
  new: { ms: 'BAHARU', en: 'NEW', zh: '最新' },
  limited: { ms: 'TERHAD', en: 'LIMITED', zh: '限时' },
  vip: { ms: 'VIP', en: 'VIP', zh: 'VIP' },
} satisfies Record<string, LocalizedText>;

export interface RafflePrizeSeed {
  name: LocalizedText;
  amount: number;
  /** Relative chance of the prize. */
  weight: number;
}

/** A seeded promotion; its times count from the seed's day (see SeedMoment). */
export interface PromotionSeed {
  /** The row's seed key: it never changes (a reseed would add the promotion again), even where it names a year. */
  slug: string;
  kind: 'STANDARD' | 'RAFFLE';
  title: LocalizedText;
  summary: LocalizedText;
  /** HTML terms; `{brand}` and `{cur}` are replaced per merchant, `{day:N}` by the day it names. */
  content: LocalizedText;
  categories: string[];
  tags: LocalizedText[];
  palette: number;
  start: SeedMoment;
  end: SeedMoment | null;
  registrationEnd?: SeedMoment;
  prizes?: RafflePrizeSeed[];
}

function prize(amount: number, weight: number): RafflePrizeSeed {
  const shown = amount.toFixed(2);
  return { name: { ms: `Kredit bonus {cur}${shown}`, en: `{cur}${shown} bonus credit`, zh: `{cur}${shown} 彩金` }, amount, weight };
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    kind: 'STANDARD',
    title: { ms: 'Bonus Selamat Datang 100%', en: '100% Welcome Bonus', zh: '首存100%欢迎红利' },
    summary: {
      ms: 'Gandakan deposit pertama anda sehingga {cur}1,000.',
      en: 'Double your first deposit, up to {cur}1,000.',
      zh: '首次存款翻倍，最高{cur}1,000。',
    },
    content: {
      ms: '<h3>Cara menyertai</h3><ol><li>Daftar akaun baharu.</li><li>Buat deposit pertama sekurang-kurangnya {cur}50.</li><li>Tekan <strong>Sertai sekarang</strong> sebelum bermain.</li></ol><h3>Terma</h3><ul><li>Bonus maksimum {cur}1,000.</li><li>Pusing ganti 15 kali (deposit + bonus) untuk slot sahaja.</li><li>Sah untuk 30 hari selepas tuntutan.</li></ul>',
      en: '<h3>How to join</h3><ol><li>Register a new account.</li><li>Make a first deposit of at least {cur}50.</li><li>Press <strong>Join now</strong> before you play.</li></ol><h3>Terms</h3><ul><li>Maximum bonus {cur}1,000.</li><li>Turnover 15 times (deposit + bonus), slots only.</li><li>Valid for 30 days after it is claimed.</li></ul>',
      zh: '<h3>参与方式</h3><ol><li>注册新账户。</li><li>首次存款至少{cur}50。</li><li>游戏前点击<strong>立即参加</strong>。</li></ol><h3>规则</h3><ul><li>最高红利{cur}1,000。</li><li>需完成（存款+红利）15倍流水，仅限老虎机。</li><li>领取后30天内有效。</li></ul>',
    },
    categories: ['NEW_MEMBER', 'DEPOSIT'],
    tags: [TAGS.hot],
    palette: 0,
    start: { day: -689, hour: 8 },
    end: null,
  },
  {
    slug: 'daily-reload',
    kind: 'STANDARD',
    title: { ms: 'Tambah Nilai Harian 20%', en: 'Daily 20% Reload', zh: '每日存款加赠20%' },
    summary: {
      ms: 'Bonus 20% untuk deposit pertama setiap hari, sehingga {cur}300.',
      en: 'A 20% bonus on your first deposit each day, up to {cur}300.',
      zh: '每日首笔存款加赠20%，最高{cur}300。',
    },
    content: {
      ms: '<p>Sah untuk deposit pertama setiap hari (GMT+8). Deposit minimum {cur}100.</p><ul><li>Bonus maksimum {cur}300 sehari.</li><li>Pusing ganti 10 kali.</li><li>Tidak boleh digabungkan dengan Bonus Selamat Datang.</li></ul>',
      en: '<p>Valid on your first deposit of each day (GMT+8). Minimum deposit {cur}100.</p><ul><li>Maximum bonus {cur}300 a day.</li><li>Turnover 10 times.</li><li>Cannot be combined with the Welcome Bonus.</li></ul>',
      zh: '<p>适用于每日（GMT+8）首笔存款，最低存款{cur}100。</p><ul><li>每日最高红利{cur}300。</li><li>需完成10倍流水。</li><li>不可与欢迎红利同时使用。</li></ul>',
    },
    categories: ['DEPOSIT', 'DAILY'],
    tags: [],
    palette: 4,
    start: { day: -689, hour: 8 },
    end: null,
  },
  {
    slug: 'weekly-slot-rebate',
    kind: 'STANDARD',
    title: { ms: 'Rebat Slot Mingguan 1%', en: 'Weekly Slot Rebate 1%', zh: '老虎机每周返水1%' },
    summary: {
      ms: 'Rebat tanpa had untuk semua pertaruhan slot, dibayar setiap Isnin.',
      en: 'Unlimited rebate on all slot bets, paid every Monday.',
      zh: '所有老虎机投注无上限返水，每周一派发。',
    },
    content: {
      ms: '<p>Rebat dikira daripada jumlah pertaruhan sah slot anda dari Isnin hingga Ahad dan dikreditkan pada hari Isnin berikutnya sebelum 18:00.</p><p>Tiada syarat pusing ganti untuk rebat.</p>',
      en: '<p>The rebate is worked out from your valid slot bets from Monday to Sunday and credited the following Monday before 18:00.</p><p>Rebates carry no turnover requirement.</p>',
      zh: '<p>返水按周一至周日的老虎机有效投注计算，于下周一18:00前派发。</p><p>返水无流水要求。</p>',
    },
    categories: ['REBATE'],
    tags: [TAGS.hot],
    palette: 3,
    start: { day: -689, hour: 8 },
    end: null,
  },
  {
    slug: 'live-casino-cashback',
    kind: 'STANDARD',
    title: { ms: 'Pulangan Tunai Kasino Langsung 5%', en: '5% Live Casino Cashback', zh: '真人娱乐5%现金返还' },
    summary: {
      ms: 'Dapatkan semula 5% daripada kerugian bersih mingguan anda, sehingga {cur}2,000.',
      en: 'Get back 5% of your weekly net loss, up to {cur}2,000.',
      zh: '每周净亏损返还5%，最高{cur}2,000。',
    },
    content: {
      ms: '<p>Mohon pulangan tunai anda setiap Selasa. Permohonan disemak dalam masa 24 jam.</p><ul><li>Kerugian bersih minimum {cur}200.</li><li>Pusing ganti 1 kali.</li></ul>',
      en: '<p>Apply for your cashback every Tuesday. Applications are reviewed within 24 hours.</p><ul><li>Minimum net loss {cur}200.</li><li>Turnover once.</li></ul>',
      zh: '<p>每周二申请现金返还，申请将在24小时内审核。</p><ul><li>最低净亏损{cur}200。</li><li>需完成1倍流水。</li></ul>',
    },
    categories: ['REBATE'],
    tags: [],
    palette: 2,
    start: { day: -630, hour: 8 },
    end: null,
  },
  {
    slug: 'daily-lucky-draw',
    kind: 'RAFFLE',
    title: { ms: 'Cabutan Bertuah Harian', en: 'Daily Lucky Draw', zh: '每日幸运抽奖' },
    summary: {
      ms: 'Satu cabutan percuma setiap hari. Setiap cabutan menang, sehingga {cur}188.',
      en: 'One free draw every day. Every draw wins, up to {cur}188.',
      zh: '每天免费抽奖一次，每抽必中，最高{cur}188。',
    },
    content: {
      ms: '<p>Setiap ahli berdaftar boleh membuat <strong>satu cabutan sehari</strong> (hari bermula 00:00 GMT+8). Hadiah dikreditkan terus ke dompet utama dan tiada syarat pusing ganti.</p><table><thead><tr><th>Hadiah</th><th>Peluang</th></tr></thead><tbody><tr><td>{cur}188.00</td><td>1%</td></tr><tr><td>{cur}88.00</td><td>3%</td></tr><tr><td>{cur}18.88</td><td>6%</td></tr><tr><td>{cur}8.88</td><td>10%</td></tr><tr><td>{cur}5.00</td><td>15%</td></tr><tr><td>{cur}2.00</td><td>25%</td></tr><tr><td>{cur}1.00</td><td>40%</td></tr></tbody></table><p>Akaun percubaan tidak layak.</p>',
      en: '<p>Every registered member may make <strong>one draw a day</strong> (the day starts at 00:00 GMT+8). Prizes go straight to your main wallet with no turnover requirement.</p><table><thead><tr><th>Prize</th><th>Chance</th></tr></thead><tbody><tr><td>{cur}188.00</td><td>1%</td></tr><tr><td>{cur}88.00</td><td>3%</td></tr><tr><td>{cur}18.88</td><td>6%</td></tr><tr><td>{cur}8.88</td><td>10%</td></tr><tr><td>{cur}5.00</td><td>15%</td></tr><tr><td>{cur}2.00</td><td>25%</td></tr><tr><td>{cur}1.00</td><td>40%</td></tr></tbody></table><p>Trial accounts are not eligible.</p>',
      zh: '<p>每位注册会员<strong>每天可抽奖一次</strong>（每日从 GMT+8 00:00 起算）。奖金直接存入主钱包，无流水要求。</p><table><thead><tr><th>奖金</th><th>概率</th></tr></thead><tbody><tr><td>{cur}188.00</td><td>1%</td></tr><tr><td>{cur}88.00</td><td>3%</td></tr><tr><td>{cur}18.88</td><td>6%</td></tr><tr><td>{cur}8.88</td><td>10%</td></tr><tr><td>{cur}5.00</td><td>15%</td></tr><tr><td>{cur}2.00</td><td>25%</td></tr><tr><td>{cur}1.00</td><td>40%</td></tr></tbody></table><p>试玩账户不可参与。</p>',
    },
    categories: ['DAILY'],
    tags: [TAGS.new, TAGS.hot],
    palette: 1,
    start: { day: -20, hour: 8 },
    end: { day: 406 },
    prizes: [prize(1, 40), prize(2, 25), prize(5, 15), prize(8.88, 10), prize(18.88, 6), prize(88, 3), prize(188, 1)],
  },
  {
    slug: 'vip-birthday',
    kind: 'STANDARD',
    title: { ms: 'Bonus Hari Lahir VIP', en: 'VIP Birthday Bonus', zh: 'VIP生日礼金' },
    summary: {
      ms: 'Hadiah hari lahir sehingga {cur}888 mengikut tahap VIP anda.',
      en: 'A birthday gift of up to {cur}888, by your VIP level.',
      zh: '按VIP等级赠送生日礼金，最高{cur}888。',
    },
    content: {
      ms: '<table><thead><tr><th>Tahap</th><th>Hadiah</th></tr></thead><tbody><tr><td>VIP 5</td><td>{cur}188</td></tr><tr><td>VIP 6</td><td>{cur}388</td></tr><tr><td>VIP 7</td><td>{cur}888</td></tr></tbody></table><p>Mohon dalam bulan hari lahir anda. Nama dan tarikh lahir mesti sepadan dengan dokumen pengenalan.</p>',
      en: '<table><thead><tr><th>Level</th><th>Gift</th></tr></thead><tbody><tr><td>VIP 5</td><td>{cur}188</td></tr><tr><td>VIP 6</td><td>{cur}388</td></tr><tr><td>VIP 7</td><td>{cur}888</td></tr></tbody></table><p>Apply in the month of your birthday. Your name and date of birth must match your identity document.</p>',
      zh: '<table><thead><tr><th>等级</th><th>礼金</th></tr></thead><tbody><tr><td>VIP 5</td><td>{cur}188</td></tr><tr><td>VIP 6</td><td>{cur}388</td></tr><tr><td>VIP 7</td><td>{cur}888</td></tr></tbody></table><p>请于生日当月申请，姓名及出生日期须与身份证件一致。</p>',
    },
    categories: ['VIP'],
    tags: [TAGS.vip],
    palette: 6,
    start: { day: -689, hour: 8 },
    end: null,
  },
  {
    slug: 'refer-a-friend',
    kind: 'STANDARD',
    title: { ms: 'Rujuk Rakan', en: 'Refer a Friend', zh: '推荐好友' },
    summary: {
      ms: '{cur}50 untuk setiap rakan yang mendaftar dan membuat deposit {cur}100.',
      en: '{cur}50 for every friend who signs up and deposits {cur}100.',
      zh: '每位好友注册并存款{cur}100，您即得{cur}50。',
    },
    content: {
      ms: '<p>Kongsi pautan rujukan anda dari Pusat Ahli. Apabila rakan anda mendaftar dan mendeposit sekurang-kurangnya {cur}100 dalam masa 7 hari, anda menerima {cur}50.</p><p>Tiada had bilangan rakan.</p>',
      en: '<p>Share your referral link from the Member Centre. When a friend registers and deposits at least {cur}100 within 7 days, you receive {cur}50.</p><p>There is no limit on the number of friends.</p>',
      zh: '<p>在会员中心分享您的推荐链接。好友注册后7天内存款至少{cur}100，您即可获得{cur}50。</p><p>推荐人数不设上限。</p>',
    },
    categories: ['REFERRAL'],
    tags: [],
    palette: 5,
    start: { day: -689, hour: 8 },
    end: null,
  },
  {
    slug: 'world-cup-predictor',
    kind: 'STANDARD',
    title: { ms: 'Peramal Piala Dunia', en: 'World Cup Predictor', zh: '世界杯竞猜' },
    summary: {
      ms: 'Teka keputusan perlawanan akhir dan kongsi hadiah {cur}10,000.',
      en: 'Predict the final results and share a {cur}10,000 prize pool.',
      zh: '竞猜决赛结果，瓜分{cur}10,000奖池。',
    },
    content: {
      ms: '<p>Pendaftaran ditutup pada {day:-6}. Keputusan diumumkan selepas perlawanan akhir.</p>',
      en: '<p>Sign-ups closed on {day:-6}. Results are announced after the final.</p>',
      zh: '<p>报名已于{day:-6}截止，结果将在决赛后公布。</p>',
    },
    categories: ['DAILY'],
    tags: [TAGS.limited],
    palette: 7,
    start: { day: -51, hour: 8 },
    end: { day: 30 },
    // Sign-ups closed at the end of day -6, as the terms say.
    registrationEnd: { day: -5 },
  },
  {
    slug: 'cny-2027',
    kind: 'STANDARD',
    title: { ms: 'Angpau Tahun Baru Cina', en: 'Chinese New Year Ang Pao', zh: '新春红包雨' },
    summary: {
      ms: 'Angpau setiap hari sepanjang 15 hari Tahun Baru Cina.',
      en: 'Ang pao every day through the 15 days of Chinese New Year.',
      zh: '春节15天，天天派红包。',
    },
    content: {
      ms: '<p>Butiran penuh akan diumumkan tidak lama lagi.</p>',
      en: '<p>Full details will be announced soon.</p>',
      zh: '<p>详细规则即将公布。</p>',
    },
    categories: ['DAILY', 'DEPOSIT'],
    tags: [TAGS.limited, TAGS.new],
    palette: 0,
    start: { day: 77 },
    end: { day: 92 },
  },
  {
    slug: 'merdeka-2026',
    kind: 'STANDARD',
    title: { ms: 'Bonus Merdeka 69%', en: '69% Merdeka Bonus', zh: '国庆69%红利' },
    summary: {
      ms: 'Sambutan Hari Kebangsaan dengan bonus deposit 69%.',
      en: 'Celebrating National Day with a 69% deposit bonus.',
      zh: '庆祝国庆，存款加赠69%。',
    },
    content: {
      ms: '<p>Promosi ini telah berakhir. Terima kasih kerana menyertai.</p>',
      en: '<p>This promotion has ended. Thank you for taking part.</p>',
      zh: '<p>本活动已结束，感谢您的参与。</p>',
    },
    categories: ['DEPOSIT'],
    tags: [TAGS.limited],
    palette: 2,
    start: { day: -88 },
    end: { day: -65 },
  },
];
