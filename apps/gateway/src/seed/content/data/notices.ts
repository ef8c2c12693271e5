import type { AnnouncementType } from '@platform/api/contract';
import type { LocalizedText } from '../../../http/locale';
import type { SeedMoment } from '../../seed-time';

/**
 * A seeded announcement or notice. `{brand}` and `{cur}` are replaced per merchant, `{day:N}` and
 * `{date:N}` by the dates they name (see seedDateFiller). Dates count from the seed's day.
 */
export interface NoticeSeed {
  /** The row's seed key: it never changes (a reseed would add the notice again), even where it names a date. */
  slug: string;
  /**
   * The announcement type (spec section 9 names B, PL, PU, PR and H without defining them); we
   * use B for the scrolling bar, PL for platform news, PU for pop-ups, PR for promotions and H
   * for holiday and service hours.
   */
  type: AnnouncementType;
  onNoticePage: boolean;
  published: SeedMoment;
  expires?: SeedMoment;
  title: LocalizedText;
  /** HTML; the client sanitises it before showing it. */
  content: LocalizedText;
}

export const NOTICES: readonly NoticeSeed[] = [
  {
    slug: 'maintenance-2026-11-25',
    type: 'B',
    onNoticePage: true,
    published: { day: -1, hour: 11 },
    title: {
      ms: 'Penyelenggaraan berjadual pada {day:4}, 02:00–04:00',
      en: 'Scheduled maintenance on {day:4}, 02:00–04:00',
      zh: '{day:4} 02:00–04:00 系统例行维护',
    },
    content: {
      ms: '<p>Kami akan menaik taraf pelayan pada <strong>{date:4}, 02:00 hingga 04:00 (GMT+8)</strong>.</p><p>Sepanjang tempoh ini, log masuk, deposit dan permainan tidak dapat digunakan. Baki anda selamat dan tidak akan terjejas.</p><p>Terima kasih atas kesabaran anda.</p>',
      en: '<p>We are upgrading our servers on <strong>{date:4}, 02:00 to 04:00 (GMT+8)</strong>.</p><p>During this window, logins, deposits and games are unavailable. Your balance is safe and will not be affected.</p><p>Thank you for your patience.</p>',
      zh: '<p>我们将于 <strong>{date:4} 02:00 至 04:00（GMT+8）</strong> 进行服务器升级。</p><p>维护期间暂停登录、存款及游戏服务。您的余额安全无虞，不受影响。</p><p>感谢您的耐心等候。</p>',
    },
  },
  {
    slug: 'duitnow-qr',
    type: 'B',
    onNoticePage: true,
    published: { day: -3, hour: 10 },
    title: {
      ms: 'Deposit melalui DuitNow QR kini tersedia',
      en: 'DuitNow QR deposits are now available',
      zh: '现已支持 DuitNow QR 存款',
    },
    content: {
      ms: '<p>Imbas kod QR dengan aplikasi bank anda dan deposit akan dikreditkan <em>dalam masa seminit</em>.</p><ul><li>Deposit minimum: {cur}30</li><li>Deposit maksimum: {cur}30,000 setiap transaksi</li><li>Tiada caj</li></ul>',
      en: '<p>Scan the QR code with your banking app and your deposit is credited <em>within a minute</em>.</p><ul><li>Minimum deposit: {cur}30</li><li>Maximum deposit: {cur}30,000 per transaction</li><li>No fees</li></ul>',
      zh: '<p>使用银行应用扫描二维码，存款<em>一分钟内</em>到账。</p><ul><li>最低存款：{cur}30</li><li>单笔最高存款：{cur}30,000</li><li>免手续费</li></ul>',
    },
  },
  {
    slug: 'faster-game-loading',
    type: 'PL',
    onNoticePage: true,
    published: { day: -9, hour: 14 },
    title: {
      ms: 'Naik taraf platform: permainan dimuatkan lebih pantas',
      en: 'Platform upgrade: games now load faster',
      zh: '平台升级：游戏加载更快',
    },
    content: {
      ms: '<p>Kami telah memindahkan pelayan permainan ke rangkaian serantau baharu. Kebanyakan permainan slot kini dimuatkan <strong>dua kali lebih pantas</strong>.</p><p>Jika permainan masih lambat, kosongkan cache pelayar anda atau hubungi khidmat pelanggan.</p>',
      en: '<p>We have moved our game servers to a new regional network. Most slot games now load <strong>twice as fast</strong>.</p><p>If a game is still slow, clear your browser cache or contact customer service.</p>',
      zh: '<p>我们已将游戏服务器迁移至全新的区域网络，大部分老虎机游戏的加载速度<strong>提升一倍</strong>。</p><p>如游戏仍然缓慢，请清除浏览器缓存或联系客服。</p>',
    },
  },
  {
    slug: 'welcome-popup',
    type: 'PU',
    onNoticePage: false,
    published: { day: -20, hour: 8 },
    title: { ms: 'Selamat datang ke {brand}!', en: 'Welcome to {brand}!', zh: '欢迎来到{brand}！' },
    content: {
      ms: '<p>Daftar hari ini dan terima <strong>bonus 100%</strong> untuk deposit pertama anda.</p><p><a href="#/promotions">Lihat semua promosi</a></p>',
      en: '<p>Sign up today and receive a <strong>100% bonus</strong> on your first deposit.</p><p><a href="#/promotions">See all promotions</a></p>',
      zh: '<p>立即注册，首次存款即享 <strong>100%红利</strong>。</p><p><a href="#/promotions">查看全部优惠</a></p>',
    },
  },
  {
    slug: 'phishing-warning',
    type: 'PU',
    onNoticePage: true,
    published: { day: -6, hour: 17.5 },
    title: {
      ms: 'Amaran keselamatan: berhati-hati dengan laman web palsu',
      en: 'Security alert: beware of fake websites',
      zh: '安全提醒：谨防钓鱼网站',
    },
    // This body carries live markup on purpose (a script, an event handler, a javascript: link
    // and an iframe): it shows that the client sanitises notice HTML. Sanitised, it still reads well.
    content: {
      ms: '<p>Penipu menyalin halaman kami dan menghantar pautan seperti di bawah melalui SMS dan aplikasi sembang.</p><p><a href="javascript:alert(\'phished\')" onclick="alert(\'phished\')">Tuntut kredit percuma {cur}888 anda</a></p><img src="x" onerror="alert(\'xss\')" alt=""><script>alert(\'xss\')</script><iframe src="https://phishing.example/login"></iframe><p><strong>Jangan sekali-kali</strong> masukkan kata laluan anda di laman yang tidak disenaraikan di Pusat Bantuan kami.</p>',
      en: '<p>Scammers copy our pages and send links like the one below by SMS and chat apps.</p><p><a href="javascript:alert(\'phished\')" onclick="alert(\'phished\')">Claim your free {cur}888 credit</a></p><img src="x" onerror="alert(\'xss\')" alt=""><script>alert(\'xss\')</script><iframe src="https://phishing.example/login"></iframe><p><strong>Never</strong> enter your password on a site that is not listed in our Help Centre.</p>',
      zh: '<p>诈骗者会仿冒我们的页面，并通过短信和聊天软件发送类似下方的链接。</p><p><a href="javascript:alert(\'phished\')" onclick="alert(\'phished\')">领取免费{cur}888彩金</a></p><img src="x" onerror="alert(\'xss\')" alt=""><script>alert(\'xss\')</script><iframe src="https://phishing.example/login"></iframe><p>请<strong>切勿</strong>在帮助中心未列出的网站输入您的密码。</p>',
    },
  },
  {
    slug: 'lucky-draw-live',
    type: 'PR',
    onNoticePage: true,
    published: { day: -20, hour: 9 },
    title: {
      ms: 'Cabutan Bertuah Harian kini dibuka',
      en: 'The Daily Lucky Draw is now open',
      zh: '每日幸运抽奖现已开放',
    },
    content: {
      ms: '<p>Setiap ahli berdaftar mendapat <strong>satu cabutan percuma sehari</strong>. Hadiah dikreditkan terus ke dompet utama anda.</p><p>Hadiah utama: {cur}188.</p>',
      en: '<p>Every registered member gets <strong>one free draw a day</strong>. Prizes are credited straight to your main wallet.</p><p>Top prize: {cur}188.</p>',
      zh: '<p>每位注册会员<strong>每天可免费抽奖一次</strong>，奖金直接存入主钱包。</p><p>最高奖金：{cur}188。</p>',
    },
  },
  {
    slug: 'weekend-reload',
    type: 'PR',
    onNoticePage: true,
    published: { day: -7, hour: 8 },
    title: {
      ms: 'Bonus tambah nilai hujung minggu 20%',
      en: '20% weekend reload bonus',
      zh: '周末存款加赠20%',
    },
    content: {
      ms: '<p>Deposit pada hari Sabtu atau Ahad dan dapatkan bonus 20% sehingga {cur}300.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>{cur}100</td><td>{cur}20</td></tr><tr><td>{cur}500</td><td>{cur}100</td></tr><tr><td>{cur}1,500</td><td>{cur}300</td></tr></tbody></table><p>Syarat pusing ganti: 10 kali.</p>',
      en: '<p>Deposit on Saturday or Sunday and get a 20% bonus of up to {cur}300.</p><table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>{cur}100</td><td>{cur}20</td></tr><tr><td>{cur}500</td><td>{cur}100</td></tr><tr><td>{cur}1,500</td><td>{cur}300</td></tr></tbody></table><p>Turnover requirement: 10 times.</p>',
      zh: '<p>周六或周日存款，即享20%红利，最高{cur}300。</p><table><thead><tr><th>存款</th><th>红利</th></tr></thead><tbody><tr><td>{cur}100</td><td>{cur}20</td></tr><tr><td>{cur}500</td><td>{cur}100</td></tr><tr><td>{cur}1,500</td><td>{cur}300</td></tr></tbody></table><p>流水要求：10倍。</p>',
    },
  },
  {
    slug: 'responsible-gaming',
    type: 'H',
    onNoticePage: true,
    published: { day: -16, hour: 8 },
    title: {
      ms: 'Bermain secara bertanggungjawab',
      en: 'Play responsibly',
      zh: '理性娱乐',
    },
    content: {
      ms: '<p>Permainan sepatutnya menyeronokkan. Tetapkan had deposit, berehat dengan kerap dan jangan sekali-kali mengejar kerugian.</p><p>Anda boleh menetapkan had atau mengecualikan diri di <a href="#/help">Pusat Bantuan</a>. Anda mesti berumur 18 tahun ke atas untuk bermain.</p>',
      en: '<p>Gaming should be fun. Set deposit limits, take regular breaks and never chase your losses.</p><p>You can set limits or exclude yourself in the <a href="#/help">Help Centre</a>. You must be 18 or over to play.</p>',
      zh: '<p>游戏应当是一种乐趣。请设定存款限额、适时休息，切勿追逐亏损。</p><p>您可以在<a href="#/help">帮助中心</a>设置限额或申请自我禁止。您必须年满18岁才能参与游戏。</p>',
    },
  },
  {
    slug: 'holiday-service-hours',
    type: 'H',
    onNoticePage: true,
    published: { day: -11, hour: 8 },
    title: {
      ms: 'Waktu khidmat pelanggan musim perayaan',
      en: 'Customer service hours over the holidays',
      zh: '节假日客服时间',
    },
    content: {
      ms: '<p>Sembang langsung kekal dibuka <strong>24 jam</strong> sepanjang cuti umum. Pengeluaran melebihi {cur}50,000 mungkin diproses dalam masa sehingga 24 jam.</p>',
      en: '<p>Live chat stays open <strong>24 hours</strong> through the public holidays. Withdrawals above {cur}50,000 may take up to 24 hours to process.</p>',
      zh: '<p>公众假期期间，在线客服<strong>24小时</strong>照常服务。超过{cur}50,000的提款可能需要最多24小时处理。</p>',
    },
  },
  {
    slug: 'merdeka-2026',
    type: 'PR',
    onNoticePage: true,
    published: { day: -93, hour: 8 },
    expires: { day: -65, hour: 8 },
    title: { ms: 'Promosi Merdeka telah berakhir', en: 'The Merdeka promotion has ended', zh: '国庆优惠已结束' },
    content: {
      ms: '<p>Terima kasih kerana menyertai promosi Merdeka kami.</p>',
      en: '<p>Thank you for joining our Merdeka promotion.</p>',
      zh: '<p>感谢您参与我们的国庆优惠活动。</p>',
    },
  },
  {
    slug: 'cny-2027-schedule',
    type: 'H',
    onNoticePage: true,
    // Published two months after the seed's day: hidden until then.
    published: { day: 60, hour: 8 },
    title: {
      ms: 'Jadual Tahun Baru Cina',
      en: 'Chinese New Year schedule',
      zh: '春节安排',
    },
    content: {
      ms: '<p>Angpau dan jadual perkhidmatan untuk Tahun Baru Cina akan diumumkan di sini.</p>',
      en: '<p>Ang pao giveaways and the service schedule for Chinese New Year will be announced here.</p>',
      zh: '<p>春节红包活动及服务安排将在此公布。</p>',
    },
  },
];
