import { ERROR_CODE, MAX_AFFILIATE_LINKS, accountTypesCreatableBy } from '@platform/api/contract';
import type { AffiliateLink, AffiliateLinks, CreateAffiliateLinkRequest, UpdateAffiliateLinkRequest } from '@platform/api/contract';
import type { Database, Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import type { SessionMember } from '../http/session';
import { drawUnambiguousCode } from '../shared/unambiguous-code';
import { loadMerchantSite } from '../system/merchant-site';
import { assertCreatableType } from './account-types';

/** Draws of a new code before giving up: with 31^8 codes, a second draw is already rare. */
const CODE_ATTEMPTS = 5;

interface LinkRow {
  id: number;
  name: string;
  code: string;
  account_type: number;
  enabled: boolean;
  created_at: Date;
  registered_count: number;
}

const LINK_COLUMNS = `l.id, l.name, l.code, l.account_type, l.enabled, l.created_at,
  (select count(*)::int from member r where r.affiliate_link_id = l.id) as registered_count`;

/**
 * The registration page of the brand's primary domain with the link's code, as registration reads
 * it (`affiliateCode` in the hash route's query); a brand with no domain gets the path alone.
 */
function registrationUrl(domain: string | undefined, code: string): string {
  const path = `/#/register?affiliateCode=${encodeURIComponent(code)}`;
  return domain ? `https://${domain}${path}` : path;
}

function toLink(row: LinkRow, domain: string | undefined): AffiliateLink {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    accountType: row.account_type,
    url: registrationUrl(domain, row.code),
    enabled: row.enabled,
    createTime: new Date(row.created_at).toISOString(),
    registeredCount: row.registered_count,
  };
}

async function primaryDomain(db: Queryable, merchantCode: string): Promise<string | undefined> {
  return (await loadMerchantSite(db, merchantCode)).domains[0];
}

async function loadLink(db: Queryable, agent: SessionMember, id: number): Promise<AffiliateLink> {
  const result = await db.query<LinkRow>(`select ${LINK_COLUMNS} from affiliate_link l where l.id = $1 and l.agent_id = $2`, [id, agent.memberId]);
  const row = result.rows[0];
  // Another agent's link is as unknown as a missing one.
  if (!row) throw new RequestError(404, ERROR_CODE.notFound, `You have no affiliate link ${id}`);
  return toLink(row, await primaryDomain(db, agent.merchantCode));
}

/** The agent's links, newest first, each with the members registered through it. */
export async function listAffiliateLinks(db: Queryable, agent: SessionMember): Promise<AffiliateLinks> {
  const result = await db.query<LinkRow>(`select ${LINK_COLUMNS} from affiliate_link l where l.agent_id = $1 order by l.created_at desc, l.id desc`, [agent.memberId]);
  const domain = await primaryDomain(db, agent.merchantCode);
  return { list: result.rows.map((row) => toLink(row, domain)), accountTypes: accountTypesCreatableBy(agent.type), maxLinks: MAX_AFFILIATE_LINKS };
}

/**
 * A new link with a fresh code, unique among links and the agents' own affiliate codes (the two
 * registration looks up). The agent's row is locked while it counts its links, so simultaneous
 * creations cannot pass MAX_AFFILIATE_LINKS.
 */
export async function createAffiliateLink(db: Database, agent: SessionMember, input: CreateAffiliateLinkRequest, now: Date): Promise<AffiliateLink> {
  assertCreatableType(agent.type, input.accountType);
  const name = input.name.trim();
  if (name === '') throw new RequestError(400, ERROR_CODE.badRequest, 'The link needs a name');
  const id = await db.transaction(async (tx) => {
    await tx.query('select id from member where id = $1 for update', [agent.memberId]);
    const count = await tx.query<{ links: number }>('select count(*)::int as links from affiliate_link where agent_id = $1', [agent.memberId]);
    if (count.rows[0]!.links >= MAX_AFFILIATE_LINKS) {
      throw new RequestError(409, ERROR_CODE.operationNotAllowed, `You have ${MAX_AFFILIATE_LINKS} links already: rename or re-enable one of them`);
    }
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const inserted = await tx.query<{ id: number }>(
        `insert into affiliate_link (merchant_code, agent_id, name, code, account_type, enabled, created_at, updated_at)
         select $1::text, $2::int, $3::text, $4::text, $5::int, true, $6::timestamptz, $6::timestamptz
          where not exists (select 1 from member where upper(affiliate_code) = $4::text)
         on conflict do nothing returning id`,
        [agent.merchantCode, agent.memberId, name, drawUnambiguousCode(), input.accountType, now],
      );
      if (inserted.rows[0]) return inserted.rows[0].id;
    }
    throw new Error(`No free affiliate link code after ${CODE_ATTEMPTS} attempts`);
  });
  return loadLink(db, agent, id);
}

/** Renames one of the agent's links, or disables or enables it; a disabled link registers nobody. */
export async function updateAffiliateLink(db: Queryable, agent: SessionMember, input: UpdateAffiliateLinkRequest, now: Date): Promise<AffiliateLink> {
  const name = input.name?.trim();
  if (name === '') throw new RequestError(400, ERROR_CODE.badRequest, 'The link needs a name');
  if (name === undefined && input.enabled === undefined) throw new RequestError(400, ERROR_CODE.badRequest, 'Send a new name or enabled');
  await db.query(
    `update affiliate_link set name = coalesce($3, name), enabled = coalesce($4, enabled), updated_at = $5
      where id = $1 and agent_id = $2`,
    [input.id, agent.memberId, name ?? null, input.enabled ?? null, now],
  );
  return loadLink(db, agent, input.id);
}
