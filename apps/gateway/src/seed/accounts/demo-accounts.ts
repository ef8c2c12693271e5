import { createHash } from 'node:crypto';
import { hashPasswordWithSalt } from '../../accounts/password';
import { seedRegistrationRules } from '../../accounts/registration-rules';
import type { Database, Queryable } from '../../db/database';
import type { LocalizedText } from '../../http/locale';
import { seedDate } from '../seed-time';
import type { SeedMoment } from '../seed-time';

export interface DemoAccount {
  merchantCode: string;
  account: string;
  /** Meets the merchant's own password rule. */
  password: string;
  /** 0 member; 1, 2, 41, 42 agents; 4 trial. */
  type: number;
  /** The upline's account, in the same merchant. */
  upline: string | null;
  /** Agents only: the code players register with to join the agent's downline. */
  affiliateCode: string | null;
  nickname: string;
  clubRank: number;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  iconId?: number;
  /** The default password: the first login must change it. */
  mustChangePassword?: boolean;
  /** How many days before the seed the password was last set; by default 0, when the seed ran (it expires 90 days later). */
  passwordChangedDaysAgo?: number;
  labels?: { labelName: LocalizedText; color: string | null }[];
  /** What logging in with the account shows (for the README). */
  shows: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo accounts were opened over a year before the seed's day (agent reports list them by it). */
const ACCOUNTS_OPENED: SeedMoment = { day: -400, hour: 8 };

const VIP_LABEL = { labelName: { ms: 'Pemain VIP', en: 'VIP player', zh: 'VIP 玩家' }, color: '#C9A227' };
const NEW_LABEL = { labelName: { ms: 'Pemain baharu', en: 'New player', zh: '新玩家' }, color: null };

/** The demo accounts: the README lists them, tests and the end-to-end suite log in with them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    merchantCode: 'DEMO_ROYAL', account: 'master01', password: 'master123', type: 1, upline: null, affiliateCode: 'ROYAL1001',
    nickname: 'Master Lim', clubRank: 5, email: 'master01@royal.example',
    shows: 'Agent (type 1) at the top of the downline tree; agent centre',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'agent02', password: 'agent123', type: 2, upline: 'master01', affiliateCode: 'ROYAL2001',
    nickname: 'Agent Tan', clubRank: 4, shows: 'Agent (type 2) under master01; agent centre',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'agent41', password: 'agent123', type: 41, upline: 'agent02', affiliateCode: 'ROYAL4101',
    nickname: 'Agent Siti', clubRank: 3, shows: 'Agent (type 41) under agent02, upline of player01 and player02',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'agent42', password: 'agent123', type: 42, upline: 'master01', affiliateCode: 'ROYAL4201',
    nickname: 'Agent Wong', clubRank: 3, shows: 'Agent (type 42) under master01, upline of player04',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'player01', password: 'player123', type: 0, upline: 'agent41', affiliateCode: null,
    nickname: 'Ali', clubRank: 5, countryDialingCode: '60', mobileNum: '123456789', email: 'player01@royal.example', iconId: 3,
    labels: [VIP_LABEL], shows: 'Member with a balance to play; SMS login and reset by phone on +60 123456789; unread messages',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'player02', password: 'player123', type: 0, upline: 'agent41', affiliateCode: null,
    nickname: 'Mei Ling', clubRank: 2, countryDialingCode: '60', mobileNum: '123456780', email: 'player02@royal.example',
    shows: 'Member three levels down (master01 > agent02 > agent41)',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'player03', password: 'player123', type: 0, upline: 'agent02', affiliateCode: null,
    nickname: 'Raju', clubRank: 1, shows: 'Member directly under agent02',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'player04', password: 'player123', type: 0, upline: 'agent42', affiliateCode: null,
    nickname: 'Aminah', clubRank: 1, labels: [NEW_LABEL], shows: 'Member under agent42',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'trial001', password: 'trial123', type: 4, upline: null, affiliateCode: null,
    nickname: 'Trial', clubRank: 1, shows: 'Trial account (type 4): refused real-account actions',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'newbie01', password: 'welcome123', type: 0, upline: 'agent41', affiliateCode: null,
    nickname: 'Newbie', clubRank: 1, mustChangePassword: true,
    shows: 'Default password: the first login must change it (passwordExpired)',
  },
  {
    merchantCode: 'DEMO_ROYAL', account: 'expired01', password: 'expired123', type: 0, upline: 'agent41', affiliateCode: null,
    nickname: 'Old Timer', clubRank: 2, passwordChangedDaysAgo: 365,
    shows: 'Password older than 90 days (FORCED_PASSWORD_CHANGE on): must change it',
  },
  {
    merchantCode: 'DEMO_JADE', account: 'jadeagent', password: 'jadeagent88', type: 1, upline: null, affiliateCode: 'JADE1001',
    nickname: 'Jade Agent', clubRank: 4, email: 'agent@jade.example', shows: 'Agent (type 1) of the Jade brand',
  },
  {
    merchantCode: 'DEMO_JADE', account: 'jadeplayer', password: 'jadeplayer88', type: 0, upline: 'jadeagent', affiliateCode: null,
    nickname: 'Jade Player', clubRank: 2, email: 'player@jade.example', iconId: 7,
    shows: 'Member of the Jade brand with a balance to play',
  },
];

/** The demo accounts of one merchant by account name (tests pick the one they need). */
export function demoAccount(merchantCode: string, account: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((entry) => entry.merchantCode === merchantCode && entry.account === account);
  if (!found) throw new Error(`No demo account ${account} in ${merchantCode}`);
  return found;
}

interface DemoMessage {
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  read: boolean;
}

const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    key: 'welcome',
    title: { ms: 'Selamat datang!', en: 'Welcome!', zh: '欢迎加入！' },
    body: {
      ms: 'Terima kasih kerana menyertai kami. Baki percubaan anda sudah sedia: cuba permainan demo di lobi.',
      en: 'Thank you for joining us. Your trial balance is ready: try the demo game in the lobby.',
      zh: '感谢您的加入。您的体验余额已准备就绪，快到大厅试玩演示游戏吧。',
    },
    read: false,
  },
  {
    key: 'weekend-bonus',
    title: { ms: 'Bonus hujung minggu', en: 'Weekend bonus', zh: '周末奖金' },
    body: {
      ms: 'Tambah nilai pada hujung minggu ini dan dapatkan bonus 10% sehingga 188.',
      en: 'Top up this weekend and get a 10% bonus of up to 188.',
      zh: '本周末充值即可获得 10% 奖金，最高 188。',
    },
    read: false,
  },
  {
    key: 'security-tip',
    title: { ms: 'Tip keselamatan', en: 'Security tip', zh: '安全提示' },
    body: {
      ms: 'Jangan sesekali berkongsi kata laluan atau kod pengesahan anda dengan sesiapa, termasuk kakitangan kami.',
      en: 'Never share your password or verification codes with anyone, including our staff.',
      zh: '切勿向任何人（包括我们的工作人员）透露您的密码或验证码。',
    },
    read: true,
  },
];

function depthOf(account: DemoAccount): number {
  let depth = 0;
  for (let upline = account.upline; upline !== null; depth += 1) {
    upline = demoAccount(account.merchantCode, upline).upline;
  }
  return depth;
}

/** A salt derived from the account, so every fresh demo database is the same. */
function demoSalt(account: DemoAccount): Buffer {
  return createHash('sha256').update(`demo-account:${account.merchantCode}:${account.account}`).digest().subarray(0, 16);
}

async function insertAccounts(db: Queryable, accounts: readonly DemoAccount[], now: Date): Promise<void> {
  const hashes = await Promise.all(accounts.map((account) => hashPasswordWithSalt(account.password, demoSalt(account))));
  const column = <T>(pick: (account: DemoAccount) => T) => accounts.map(pick);
  await db.query(
    `insert into member (merchant_code, account, password_hash, password_changed_at, must_change_password, type, parent_id, affiliate_code,
                         nickname, country_dialing_code, mobile_num, email, club_rank, icon_id, labels, created_at)
     select r.merchant_code, r.account, r.password_hash, r.password_changed_at, r.must_change, r.type,
            (select p.id from member p where p.merchant_code = r.merchant_code and lower(p.account) = lower(r.upline)),
            r.affiliate_code, r.nickname, r.dialing_code, r.mobile_num, r.email, r.club_rank, r.icon_id, r.labels::jsonb, $16::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::boolean[], $6::int[], $7::text[], $8::text[], $9::text[],
                   $10::text[], $11::text[], $12::text[], $13::int[], $14::int[], $15::text[])
         as r (merchant_code, account, password_hash, password_changed_at, must_change, type, upline, affiliate_code, nickname,
               dialing_code, mobile_num, email, club_rank, icon_id, labels)
      where exists (select 1 from merchant where code = r.merchant_code)
     on conflict do nothing`,
    [
      column((a) => a.merchantCode),
      column((a) => a.account),
      hashes,
      column((a) => new Date(now.getTime() - (a.passwordChangedDaysAgo ?? 0) * DAY_MS)),
      column((a) => a.mustChangePassword ?? false),
      column((a) => a.type),
      column((a) => a.upline),
      column((a) => a.affiliateCode),
      column((a) => a.nickname),
      column((a) => a.countryDialingCode ?? null),
      column((a) => a.mobileNum ?? null),
      column((a) => a.email ?? null),
      column((a) => a.clubRank),
      column((a) => a.iconId ?? null),
      column((a) => JSON.stringify(a.labels ?? [])),
      seedDate(now, ACCOUNTS_OPENED),
    ],
  );
}

/** A seeded message for one demo player (`read` ones are read when they arrive). */
export interface DemoPlayerMessage {
  merchantCode: string;
  account: string;
  key: string;
  title: LocalizedText;
  body: LocalizedText;
  createdAt: Date;
  read: boolean;
}

/** Puts messages in demo players' inboxes; a message key a player already has is not added again. */
export async function insertDemoMessages(db: Queryable, messages: readonly DemoPlayerMessage[]): Promise<void> {
  await db.query(
    `insert into member_message (member_id, message_key, title, body, created_at, read_at)
     select m.id, r.message_key, r.title::jsonb, r.body::jsonb, r.created_at, case when r.is_read then r.created_at end
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::boolean[])
         as r (merchant_code, account, message_key, title, body, created_at, is_read)
       join member m on m.merchant_code = r.merchant_code and lower(m.account) = lower(r.account)
     on conflict (member_id, message_key) do nothing`,
    [
      messages.map((message) => message.merchantCode),
      messages.map((message) => message.account),
      messages.map((message) => message.key),
      messages.map((message) => JSON.stringify(message.title)),
      messages.map((message) => JSON.stringify(message.body)),
      messages.map((message) => message.createdAt),
      messages.map((message) => message.read),
    ],
  );
}

async function seedMessages(db: Queryable, now: Date): Promise<void> {
  const players = DEMO_ACCOUNTS.filter((account) => account.type !== 4);
  await insertDemoMessages(
    db,
    players.flatMap((account) =>
      DEMO_MESSAGES.map((message, index) => ({
        merchantCode: account.merchantCode,
        account: account.account,
        ...message,
        // One a day, the last the day before the seed's.
        createdAt: seedDate(now, { day: index - DEMO_MESSAGES.length, hour: 10 }),
      })),
    ),
  );
}

/**
 * The demo accounts (DEMO_ACCOUNTS), their messages and the merchants' registration rules, dated
 * from `now`, the seed's clock (so the demo passwords are fresh, bar expired01's).
 * Idempotent: what exists is left as it is; passwords are hashed only for accounts still missing.
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<void> {
  await seedRegistrationRules(db);
  const existing = await db.query<{ merchant_code: string; account: string }>(
    'select merchant_code, lower(account) as account from member where lower(account) = any($1::text[])',
    [DEMO_ACCOUNTS.map((account) => account.account.toLowerCase())],
  );
  const present = new Set(existing.rows.map((row) => `${row.merchant_code}:${row.account}`));
  const missing = DEMO_ACCOUNTS.filter((account) => !present.has(`${account.merchantCode}:${account.account.toLowerCase()}`));
  // Uplines first: an insert cannot see the rows it inserts itself.
  const depths = [...new Set(missing.map(depthOf))].sort((a, b) => a - b);
  for (const depth of depths) await insertAccounts(db, missing.filter((account) => depthOf(account) === depth), now);
  await seedMessages(db, now);
}
