import type { LocalizedText } from '../../../http/locale';

/** A seeded banner. `{brand}` and `{cur}` are replaced with the merchant's name and currency symbol. */
export interface BannerSeed {
  group: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  action?: LocalizedText;
  palette: number;
  /** PROMOTION (linkage: a promotion's slug, stored as its id), ROUTE (a path of the site) or URL. */
  linkageType?: 'PROMOTION' | 'ROUTE' | 'URL';
  linkage?: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    group: 'w_home',
    title: { ms: 'Selamat Datang ke {brand}', en: 'Welcome to {brand}', zh: '欢迎来到{brand}' },
    subtitle: {
      ms: 'Bonus 100% untuk deposit pertama anda, sehingga {cur}1,000',
      en: '100% bonus on your first deposit, up to {cur}1,000',
      zh: '首次存款即享100%红利，最高{cur}1,000',
    },
    action: { ms: 'Tuntut sekarang', en: 'Claim now', zh: '立即领取' },
    palette: 0,
    linkageType: 'PROMOTION',
    linkage: 'welcome-bonus',
  },
  {
    group: 'w_home',
    title: { ms: 'Cabutan Bertuah Harian', en: 'Daily Lucky Draw', zh: '每日幸运抽奖' },
    subtitle: {
      ms: 'Satu cabutan percuma setiap hari — menang sehingga {cur}188',
      en: 'One free draw every day — win up to {cur}188',
      zh: '每天一次免费抽奖，最高赢取{cur}188',
    },
    action: { ms: 'Cabut sekarang', en: 'Draw now', zh: '立即抽奖' },
    palette: 1,
    linkageType: 'PROMOTION',
    linkage: 'daily-lucky-draw',
  },
  {
    group: 'w_home',
    title: { ms: 'Kasino Langsung, Peniaga Sebenar', en: 'Live Casino, Real Dealers', zh: '真人荷官 现场直播' },
    subtitle: {
      ms: 'Bakarat, rolet dan sic bo sepanjang masa',
      en: 'Baccarat, roulette and sic bo around the clock',
      zh: '百家乐、轮盘、骰宝全天候开放',
    },
    action: { ms: 'Main sekarang', en: 'Play live', zh: '进入真人' },
    palette: 2,
    linkageType: 'ROUTE',
    linkage: '/live',
  },
  {
    group: 'w_home',
    title: { ms: 'Rebat Slot Mingguan 1%', en: 'Weekly Slot Rebate 1%', zh: '老虎机每周返水1%' },
    subtitle: {
      ms: 'Rebat tanpa had untuk setiap putaran, dibayar setiap Isnin',
      en: 'Unlimited rebate on every spin, paid every Monday',
      zh: '每一转都有返水，无上限，每周一派发',
    },
    action: { ms: 'Ketahui lanjut', en: 'Learn more', zh: '了解详情' },
    palette: 3,
    linkageType: 'PROMOTION',
    linkage: 'weekly-slot-rebate',
  },
  {
    group: 'w_rng',
    title: { ms: 'Slot Baharu Setiap Minggu', en: 'New Slots Every Week', zh: '每周新款老虎机' },
    subtitle: {
      ms: 'Keluaran terkini daripada PT, CQ9, MG dan PNG',
      en: 'The latest releases from PT, CQ9, MG and PNG',
      zh: 'PT、CQ9、MG、PNG 最新上线游戏',
    },
    palette: 4,
  },
  {
    group: 'w_rng',
    title: { ms: 'Demam Jackpot', en: 'Jackpot Fever', zh: '奖池狂热' },
    subtitle: {
      ms: 'Jackpot progresif yang terus meningkat setiap saat',
      en: 'Progressive jackpots that grow every second',
      zh: '累积奖池每秒都在增长',
    },
    action: { ms: 'Putar sekarang', en: 'Spin now', zh: '立即旋转' },
    palette: 1,
    linkageType: 'ROUTE',
    linkage: '/rng',
  },
  {
    group: 'w_live',
    title: { ms: 'Bakarat Squeeze dari Asia', en: 'Baccarat Squeeze, Live from Asia', zh: '咪牌百家乐 亚洲现场直播' },
    subtitle: {
      ms: 'Meja AG, DG, EA dan OG dengan had untuk setiap pemain',
      en: 'AG, DG, EA and OG tables with limits for every player',
      zh: 'AG、DG、EA、OG 真人桌台，限红适合每一位玩家',
    },
    action: { ms: 'Pulangan tunai 5%', en: '5% cashback', zh: '5%现金返还' },
    palette: 2,
    linkageType: 'PROMOTION',
    linkage: 'live-casino-cashback',
  },
  {
    group: 'w_fish',
    title: { ms: 'Pesta Memancing', en: 'Fishing Frenzy', zh: '捕鱼狂欢' },
    subtitle: {
      ms: 'Bekerjasama, bidik dan tangkap naga emas',
      en: 'Team up, take aim and land the golden dragon',
      zh: '组队瞄准，捕获黄金龙王',
    },
    palette: 5,
  },
  {
    group: 'w_pvp',
    title: { ms: 'Bilik Poker & Kad', en: 'Poker & Card Rooms', zh: '棋牌对战' },
    subtitle: {
      ms: 'Cabar pemain sebenar di meja KY dan TH sepanjang masa',
      en: 'Challenge real players at KY and TH tables day and night',
      zh: 'KY、TH 棋牌室，全天候挑战真人玩家',
    },
    palette: 6,
  },
  {
    group: 'w_sports',
    title: { ms: 'Setiap Perlawanan, Setiap Pasaran', en: 'Every Match, Every Market', zh: '每场比赛 每个盘口' },
    subtitle: {
      ms: 'Bola sepak, bola keranjang dan badminton dengan odds langsung',
      en: 'Football, basketball and badminton with live odds',
      zh: '足球、篮球、羽毛球，实时赔率',
    },
    palette: 7,
  },
  {
    group: 'w_sports',
    title: { ms: 'Pertaruhan Langsung IBC & SBT', en: 'In-Play with IBC & SBT', zh: 'IBC 与 SBT 滚球投注' },
    subtitle: {
      ms: 'Bertaruh semasa perlawanan berlangsung, dengan tunai awal',
      en: 'Bet while the match is on, with early cash-out',
      zh: '比赛进行中随时投注，支持提前兑现',
    },
    palette: 4,
  },
  {
    group: 'w_esports',
    title: { ms: 'Arena E-Sukan', en: 'Esports Arena', zh: '电竞竞技场' },
    subtitle: {
      ms: 'Bertaruh pada Dota 2, League of Legends dan Mobile Legends',
      en: 'Bet on Dota 2, League of Legends and Mobile Legends',
      zh: '投注 Dota 2、英雄联盟、无尽对决',
    },
    palette: 6,
  },
  {
    group: 'w_lott',
    title: { ms: 'Cabutan Loteri Setiap Beberapa Minit', en: 'Lottery Draws Every Few Minutes', zh: '每隔几分钟开奖' },
    subtitle: {
      ms: '11X5, PK10, SSC dan banyak lagi — semak nombor terkini',
      en: '11X5, PK10, SSC and more — check the latest numbers',
      zh: '11选5、PK10、时时彩等，查看最新开奖号码',
    },
    action: { ms: 'Beli sekarang', en: 'Buy now', zh: '立即购买' },
    palette: 3,
    linkageType: 'ROUTE',
    linkage: '/elott',
  },
  {
    group: 'w_down',
    title: { ms: 'Muat Turun Aplikasi', en: 'Get the App', zh: '下载手机应用' },
    subtitle: {
      ms: 'Main di mana-mana pada Android dan iOS, log masuk lebih pantas',
      en: 'Play anywhere on Android and iOS, with faster logins',
      zh: '安卓与iOS随时随地畅玩，登录更快捷',
    },
    palette: 0,
  },
  {
    group: 'w_promotion',
    title: { ms: 'Promosi Bulan Ini', en: "This Month's Promotions", zh: '本月优惠活动' },
    subtitle: {
      ms: 'Bonus, rebat dan cabutan bertuah untuk setiap ahli',
      en: 'Bonuses, rebates and lucky draws for every member',
      zh: '红利、返水和幸运抽奖，人人有份',
    },
    palette: 1,
  },
  {
    group: 'w_promotion',
    title: { ms: 'Rujuk Rakan, Untung Bersama', en: 'Refer a Friend, Earn Together', zh: '推荐好友 共同赚取' },
    subtitle: {
      ms: 'Dapatkan {cur}50 untuk setiap rakan yang membuat deposit',
      en: 'Get {cur}50 for every friend who makes a deposit',
      zh: '每位好友完成存款，您即得{cur}50',
    },
    action: { ms: 'Jemput rakan', en: 'Invite friends', zh: '邀请好友' },
    palette: 5,
    linkageType: 'PROMOTION',
    linkage: 'refer-a-friend',
  },
  {
    group: 'w_shop',
    title: { ms: 'Pusat Penebusan Mata', en: 'Points Mall', zh: '积分商城' },
    subtitle: {
      ms: 'Tukar mata anda kepada kredit bonus dan hadiah — mata tidak pernah luput',
      en: 'Turn your points into bonus credit and prizes — points never expire',
      zh: '积分兑换彩金与礼品，积分永不过期',
    },
    palette: 3,
  },
  {
    group: 'w_help',
    title: { ms: 'Bagaimana Kami Boleh Membantu?', en: 'How Can We Help?', zh: '需要帮助吗？' },
    subtitle: {
      ms: 'Panduan deposit, pengeluaran dan keselamatan akaun, atau hubungi kami 24/7',
      en: 'Guides on deposits, withdrawals and account security, or chat with us 24/7',
      zh: '存款、提款与账户安全指南，或联系24小时在线客服',
    },
    palette: 7,
  },
  {
    group: 'w_topup_1',
    title: { ms: 'Tambah Nilai 20% Setiap Hari', en: 'Daily 20% Reload', zh: '每日存款加赠20%' },
    subtitle: {
      ms: 'Tambah nilai hari ini dan dapatkan 20% tambahan, sehingga {cur}300',
      en: 'Top up today and get 20% extra, up to {cur}300',
      zh: '今日存款即享20%加赠，最高{cur}300',
    },
    action: { ms: 'Sertai', en: 'Join', zh: '参加' },
    palette: 0,
    linkageType: 'PROMOTION',
    linkage: 'daily-reload',
  },
  {
    group: 'w_topup_2',
    title: { ms: 'Perbankan Dalam Talian Segera', en: 'Instant Online Banking', zh: '网银极速到账' },
    subtitle: {
      ms: 'Deposit dikreditkan dalam masa kurang seminit, 24 jam sehari',
      en: 'Deposits credited in under a minute, 24 hours a day',
      zh: '全天24小时，存款一分钟内到账',
    },
    palette: 4,
  },
  {
    group: 'w_topup_3',
    title: { ms: 'Deposit Dengan Selamat', en: 'Deposit Safely', zh: '安全存款' },
    subtitle: {
      ms: 'Bayar hanya ke akaun yang dipaparkan di halaman ini',
      en: 'Only pay into the accounts shown on this page',
      zh: '只向本页显示的账户付款',
    },
    action: { ms: 'Baca panduan', en: 'Read the guide', zh: '阅读指南' },
    palette: 7,
    linkageType: 'ROUTE',
    linkage: '/help',
  },
];
