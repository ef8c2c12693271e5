import { createHash } from 'node:crypto';
import { hashPasswordWithSalt } from '../../accounts/password';
import { addDailyMoney } from '../../bets/daily-totals';
import type { Database } from '../../db/database';
import { amountInCents, nextReferenceNo } from '../../shared/money';
import { creditMainWallet } from '../../wallet/credit';
import { grantOpeningCredit } from '../../wallet/opening-credit';
import type { LocalizedText } from '../../http/locale';
import { seedDate } from '../seed-time';
import type { SeedMoment } from '../seed-time';

/** A demo agent's affiliate link. */
interface DemoLink {
  merchantCode: string;
  agent: string;
  name: string;
  code: string;
  accountType: number;
  enabled: boolean;
  createdAt: SeedMoment;
}

/** A demo member who registered through a link, with a first deposit. */
interface DemoRegistration {
  linkCode: string;
  account: string;
  password: string;
  nickname: string;
  deposit: number;
  registeredAt: SeedMoment;
}

/** The links of the demo agents (README: the agent centre's open-account page shows them). */
export const DEMO_LINKS: readonly DemoLink[] = [
  { merchantCode: 'DEMO_ROYAL', agent: 'master01', name: 'Facebook November', code: 'MASTERFB88', accountType: 0, enabled: true, createdAt: { day: -20, hour: 11 } },
  { merchantCode: 'DEMO_ROYAL', agent: 'master01', name: 'Sub-agents', code: 'MASTERAGT41', accountType: 41, enabled: true, createdAt: { day: -18, hour: 15 } },
  { merchantCode: 'DEMO_ROYAL', agent: 'master01', name: 'Old flyer', code: 'MASTERFLYER', accountType: 0, enabled: false, createdAt: { day: -60, hour: 9 } },
  { merchantCode: 'DEMO_ROYAL', agent: 'agent41', name: 'WhatsApp group', code: 'SITIWA41', accountType: 0, enabled: true, createdAt: { day: -12, hour: 20 } },
  { merchantCode: 'DEMO_JADE', agent: 'jadeagent', name: 'Jade friends', code: 'JADEFRIENDS', accountType: 0, enabled: true, createdAt: { day: -15, hour: 10 } },
];

/** Who registered through them: the links' counts, and a team with balances to browse. */
export const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  { linkCode: 'MASTERFB88', account: 'fbfan01', password: 'player123', nickname: 'Farid', deposit: 300, registeredAt: { day: -19, hour: 13 } },
  { linkCode: 'MASTERFB88', account: 'fbfan02', password: 'player123', nickname: 'Grace', deposit: 150.5, registeredAt: { day: -9, hour: 21 } },
  { linkCode: 'MASTERFB88', account: 'fbfan03', password: 'player123', nickname: 'Hafiz', deposit: 80, registeredAt: { day: -2, hour: 18 } },
  { linkCode: 'MASTERAGT41', account: 'subagent01', password: 'agent123', nickname: 'Agent Kumar', deposit: 1_000, registeredAt: { day: -17, hour: 10 } },
  { linkCode: 'SITIWA41', account: 'sitifan01', password: 'player123', nickname: 'Nurul', deposit: 200, registeredAt: { day: -6, hour: 19 } },
  { linkCode: 'SITIWA41', account: 'sitifan02', password: 'player123', nickname: 'Wei Jie', deposit: 120, registeredAt: { day: -1, hour: 12 } },
  { linkCode: 'JADEFRIENDS', account: 'jadefan01', password: 'jadeplayer88', nickname: 'Jade Fan', deposit: 250, registeredAt: { day: -8, hour: 16 } },
];

/** A notice for agents only (the agent centre's announcements). */
interface DemoAgentNotice {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  published: SeedMoment;
}

/** The agent announcements every demo brand shows its agents. */
export const DEMO_AGENT_NOTICES: readonly DemoAgentNotice[] = [
  {
    slug: 'agent-wages-schedule',
    title: { ms: 'Jadual gaji harian ejen', en: 'Daily wage schedule for agents', zh: '代理日工资发放时间' },
    content: {
      ms: '<p>Gaji harian dikira daripada jualan pasukan semalam dan dikreditkan selepas tengah malam (GMT+8).</p>',
      en: "<p>Daily wages are counted from the team's sales of the previous day and credited after midnight (GMT+8).</p>",
      zh: '<p>日工资按前一日团队业绩计算，于午夜（GMT+8）后发放。</p>',
    },
    published: { day: -3, hour: 10 },
  },
  {
    slug: 'agent-affiliate-links',
    title: { ms: 'Pautan ahli gabungan baharu', en: 'New: affiliate links', zh: '新功能：推广链接' },
    content: {
      ms: '<p>Cipta pautan untuk setiap saluran, pilih jenis akaun, dan lihat berapa ramai yang mendaftar melalui setiap pautan.</p>',
      en: '<p>Create a link for each channel, choose the account type it registers, and see how many registered through each one.</p>',
      zh: '<p>为每个渠道创建链接，选择注册的账户类型，并查看每个链接的注册人数。</p>',
    },
    published: { day: -1, hour: 9 },
  },
];

/** A salt derived from the account, so every fresh demo database is the same. */
function demoSalt(merchantCode: string, account: string): Buffer {
  return createHash('sha256').update(`demo-account:${merchantCode}:${account}`).digest().subarray(0, 16);
}

/**
 * The agent announcements, the demo agents' affiliate links, and members registered through them (direct downlines of the
 * link's agent, of its account type, counted for the link) with the welcome credit a registration
 * gets and a first deposit, all through the ledger. Runs before the wallet seed, which leaves
 * the recruits alone (they have money of their own), and before the content and missions seeds,
 * which give them the state every member has. Idempotent: links and members that exist are left
 * as they are, and money is only given to a member this run inserts.
 */
export async function seedAgentTeam(db: Database, now: Date): Promise<void> {
  await db.query(
    `insert into notice (merchant_code, slug, type, title, content, published_at, audience)
     select m.code, r.slug, 'B', r.title, r.content, r.published_at, 'AGENTS'
       from merchant m cross join jsonb_to_recordset($1::jsonb) as r (slug text, title jsonb, content jsonb, published_at timestamptz)
      where m.code = any($2::text[])
     on conflict do nothing`,
    [
      JSON.stringify(DEMO_AGENT_NOTICES.map((notice) => ({ slug: notice.slug, title: notice.title, content: notice.content, published_at: seedDate(now, notice.published) }))),
      [...new Set(DEMO_LINKS.map((link) => link.merchantCode))],
    ],
  );
  await db.query(
    `insert into affiliate_link (merchant_code, agent_id, name, code, account_type, enabled, created_at, updated_at)
     select r.merchant_code, m.id, r.name, r.code, r.account_type, r.enabled, r.created_at, r.created_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::boolean[], $7::timestamptz[])
         as r (merchant_code, agent, name, code, account_type, enabled, created_at)
       join member m on m.merchant_code = r.merchant_code and lower(m.account) = lower(r.agent)
     on conflict do nothing`,
    [
      DEMO_LINKS.map((link) => link.merchantCode),
      DEMO_LINKS.map((link) => link.agent),
      DEMO_LINKS.map((link) => link.name),
      DEMO_LINKS.map((link) => link.code),
      DEMO_LINKS.map((link) => link.accountType),
      DEMO_LINKS.map((link) => link.enabled),
      DEMO_LINKS.map((link) => seedDate(now, link.createdAt)),
    ],
  );
  for (const registration of DEMO_REGISTRATIONS) {
    const link = DEMO_LINKS.find((candidate) => candidate.code === registration.linkCode)!;
    const at = seedDate(now, registration.registeredAt);
    const exists = await db.query('select 1 from member where merchant_code = $1 and lower(account) = lower($2)', [link.merchantCode, registration.account]);
    if (exists.rows.length > 0) continue;
    const passwordHash = await hashPasswordWithSalt(registration.password, demoSalt(link.merchantCode, registration.account));
    await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        `insert into member (merchant_code, account, password_hash, password_changed_at, type, parent_id, nickname, affiliate_link_id, created_at)
         select l.merchant_code, $2::text, $3::text, $4::timestamptz, l.account_type, l.agent_id, $5::text, l.id, $4::timestamptz
           from affiliate_link l where l.code = $1
         on conflict do nothing returning id`,
        [link.code, registration.account, passwordHash, at, registration.nickname],
      );
      const memberId = inserted.rows[0]?.id;
      if (memberId === undefined) return;
      await grantOpeningCredit(tx, memberId, link.merchantCode, at);
      const depositedAt = new Date(at.getTime() + 30 * 60_000);
      await creditMainWallet(tx, { memberId, amount: registration.deposit, type: 'DEPOSIT', referenceNo: await nextReferenceNo(tx, 'DP'), remark: 'First deposit', now: depositedAt });
      await addDailyMoney(tx, memberId, 'deposits', amountInCents(registration.deposit), depositedAt);
    });
  }
}
