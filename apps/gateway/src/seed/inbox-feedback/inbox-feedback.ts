import type { Queryable } from '../../db/database';
import type { LocalizedText } from '../../http/locale';
import { DEMO_ACCOUNTS, insertDemoMessages } from '../accounts/demo-accounts';
import { seedDate } from '../seed-time';
import type { SeedMoment } from '../seed-time';

interface SeedMessage {
  key: string;
  title: LocalizedText;
  /** Rich text, as the back office writes it. */
  body: LocalizedText;
  at: SeedMoment;
  read: boolean;
}

/** Older messages than the accounts' three (which are on the last three days), so the inbox has pages. */
const OLDER_MESSAGES: readonly SeedMessage[] = [
  {
    key: 'vip-upgrade',
    title: { ms: 'Tahniah: tahap VIP baharu', en: 'Congratulations: a new VIP level', zh: '恭喜：VIP 等级提升' },
    body: {
      ms: '<p>Anda telah dinaikkan ke tahap VIP seterusnya. Nikmati:</p><ul><li>Rebat yang lebih tinggi</li><li>Had pengeluaran harian yang lebih besar</li></ul>',
      en: '<p>You have moved up to the next VIP level. Enjoy:</p><ul><li>Higher rebates</li><li>A larger daily withdrawal limit</li></ul>',
      zh: '<p>您已升级至下一个 VIP 等级，尊享：</p><ul><li>更高返水</li><li>更高的每日提款限额</li></ul>',
    },
    at: { day: -4, hour: 11 },
    read: false,
  },
  {
    key: 'maintenance-notice',
    title: { ms: 'Penyelenggaraan terancang', en: 'Planned maintenance', zh: '系统维护通知' },
    body: {
      ms: '<p>Sistem akan diselenggara pada pukul <strong>02:00–04:00</strong>. Baki anda selamat sepanjang masa.</p>',
      en: '<p>The system will be under maintenance from <strong>02:00 to 04:00</strong>. Your balance is safe throughout.</p>',
      zh: '<p>系统将于 <strong>02:00–04:00</strong> 进行维护，期间您的余额安全无虞。</p>',
    },
    at: { day: -6, hour: 20 },
    read: true,
  },
  {
    key: 'rebate-weekly',
    title: { ms: 'Rebat mingguan sedia dituntut', en: 'Weekly rebate ready to claim', zh: '每周返水可领取' },
    body: {
      ms: '<p>Rebat minggu lepas anda sudah sedia. Tuntut di <a href="#/member/manualRebate">Rebat manual</a>.</p>',
      en: '<p>Your rebate for last week is ready. Claim it in <a href="#/member/manualRebate">Manual rebate</a>.</p>',
      zh: '<p>您上周的返水已可领取，请前往<a href="#/member/manualRebate">自助返水</a>领取。</p>',
    },
    at: { day: -8, hour: 9 },
    read: false,
  },
  {
    key: 'new-games',
    title: { ms: 'Permainan baharu di lobi', en: 'New games in the lobby', zh: '大厅上新游戏' },
    body: {
      ms: '<p>Sepuluh slot baharu telah tiba. Cuba sekarang dan kumpul mata untuk misi minggu ini.</p>',
      en: '<p>Ten new slots have arrived. Try them now and collect points for this week’s missions.</p>',
      zh: '<p>十款新老虎机已上线，立即试玩并为本周任务累积积分。</p>',
    },
    at: { day: -11, hour: 15 },
    read: true,
  },
  {
    key: 'birthday-bonus',
    title: { ms: 'Bonus hari jadi', en: 'Birthday bonus', zh: '生日礼金' },
    body: {
      ms: '<p>Selamat hari jadi! Bonus hari jadi anda menanti di Pusat Ganjaran.</p>',
      en: '<p>Happy birthday! Your birthday bonus is waiting in the Reward centre.</p>',
      zh: '<p>生日快乐！您的生日礼金已在奖励中心等您领取。</p>',
    },
    at: { day: -15, hour: 10 },
    read: true,
  },
  {
    key: 'referral-invite',
    title: { ms: 'Jemput rakan, dapat ganjaran', en: 'Invite friends, earn rewards', zh: '邀请好友赢奖励' },
    body: {
      ms: '<p>Kongsi pautan jemputan anda. Setiap rakan yang membuat deposit pertama memberi anda ganjaran.</p>',
      en: '<p>Share your invitation link. Every friend who makes a first deposit earns you a reward.</p>',
      zh: '<p>分享您的邀请链接，每位完成首存的好友都将为您带来奖励。</p>',
    },
    at: { day: -19, hour: 18 },
    read: true,
  },
  {
    key: 'responsible-gaming',
    title: { ms: 'Bermain secara bertanggungjawab', en: 'Play responsibly', zh: '理性娱乐' },
    body: {
      ms: '<p>Tetapkan had deposit dan masa bermain di Perlindungan Pemain bila-bila masa.</p>',
      en: '<p>Set deposit and play-time limits in Player protection at any time.</p>',
      zh: '<p>您可随时在玩家保护中设置存款与游戏时长限制。</p>',
    },
    at: { day: -24, hour: 12 },
    read: true,
  },
  {
    key: 'app-download',
    title: { ms: 'Aplikasi mudah alih kami', en: 'Our mobile app', zh: '手机应用上线' },
    body: {
      ms: '<p>Muat turun aplikasi untuk log masuk lebih pantas dan pemberitahuan segera.</p>',
      en: '<p>Download the app for faster login and instant notifications.</p>',
      zh: '<p>下载应用，登录更快捷，通知更及时。</p>',
    },
    at: { day: -28, hour: 16 },
    read: true,
  },
];

/** A feedback the demo's first player sent, and customer service's reply if any. */
interface SeedFeedback {
  questionType: string;
  content: string;
  at: SeedMoment;
  reply: { text: string; at: SeedMoment } | null;
}

const PLAYER01_FEEDBACK: readonly SeedFeedback[] = [
  {
    questionType: 'DEPOSIT',
    content: 'My e-wallet deposit took 20 minutes to arrive yesterday. Is that normal?',
    at: { day: -5, hour: 21 },
    reply: { text: 'Thank you for telling us. The e-wallet provider was slow that evening; it is back to normal and deposits now arrive within a minute.', at: { day: -4, hour: 10 } },
  },
  { questionType: 'SUGGESTION', content: 'Please add more live baccarat tables in the evening.', at: { day: -2, hour: 22 }, reply: null },
];

async function seedOlderMessages(db: Queryable, now: Date): Promise<void> {
  const players = DEMO_ACCOUNTS.filter((account) => account.type !== 4);
  await insertDemoMessages(
    db,
    players.flatMap((account) =>
      OLDER_MESSAGES.map(({ at, ...message }) => ({ merchantCode: account.merchantCode, account: account.account, ...message, createdAt: seedDate(now, at) })),
    ),
  );
}

/** player01's past feedback, one answered; a feedback with the same content is not added twice. */
async function seedFeedback(db: Queryable, now: Date): Promise<void> {
  for (const feedback of PLAYER01_FEEDBACK) {
    await db.query(
      `insert into feedback (member_id, question_type, content, created_at, reply, replied_at)
       select m.id, $2, $3, $4, $5, $6 from member m
        where m.merchant_code = 'DEMO_ROYAL' and lower(m.account) = $1
          and not exists (select 1 from feedback f where f.member_id = m.id and f.content = $3)`,
      ['player01', feedback.questionType, feedback.content, seedDate(now, feedback.at), feedback.reply?.text ?? null, feedback.reply ? seedDate(now, feedback.reply.at) : null],
    );
  }
}

/** The demo inbox (a month of messages in three languages per account) and player01's past feedback. Idempotent. */
export async function seedInboxAndFeedback(db: Queryable, now: Date): Promise<void> {
  await seedOlderMessages(db, now);
  await seedFeedback(db, now);
}
