import { ERROR_CODE } from '@platform/api/contract';
import type { DepositChannel, DepositChannelType, FirstDepositPromotion } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { RequestError } from '../http/envelope-errors';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { moneyToCents, roundMoney } from '../shared/money';
import { loadMerchantSite } from '../system/merchant-site';
import { PROMOTIONAL_TURNOVER_MULTIPLE } from '../wallet/promotional-credit';

/** Who takes the payment of a channel: the demo provider's cashier, or the merchant's review of a bank transfer. */
export type ChannelProvider = 'DEMO' | 'MANUAL';

/** Where a channel's money goes, as stored in payment_channel.details. */
export interface ChannelDetails {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  network?: string;
  address?: string;
  walletId?: string;
}

/** A payment channel as the deposit rules read it. */
export interface PaymentChannel {
  id: number;
  merchantCode: string;
  code: string;
  type: DepositChannelType;
  provider: ChannelProvider;
  name: string;
  minCents: number;
  maxCents: number;
  quickAmounts: number[];
  details: ChannelDetails;
  expiryMinutes: number;
}

/** How many orders a member may have waiting for payment at once. */
export const MAX_OPEN_DEPOSITS = 3;

interface ChannelRow {
  id: number;
  merchant_code: string;
  code: string;
  type: DepositChannelType;
  provider: ChannelProvider;
  name: string;
  min_amount: number;
  max_amount: number;
  quick_amounts: number[];
  details: ChannelDetails;
  expiry_minutes: number;
}

const CHANNEL_COLUMNS = `id, merchant_code, code, type, provider, name, min_amount::float8 as min_amount, max_amount::float8 as max_amount,
  quick_amounts::float8[] as quick_amounts, details, expiry_minutes`;

function channelOf(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    code: row.code,
    type: row.type,
    provider: row.provider,
    name: row.name,
    minCents: moneyToCents(row.min_amount),
    maxCents: moneyToCents(row.max_amount),
    quickAmounts: row.quick_amounts.map(roundMoney),
    details: row.details,
    expiryMinutes: row.expiry_minutes,
  };
}

/** The channels a merchant has switched on, in its order. */
export async function enabledChannels(db: Queryable, merchantCode: string): Promise<PaymentChannel[]> {
  const result = await db.query<ChannelRow>(
    `select ${CHANNEL_COLUMNS} from payment_channel where merchant_code = $1 and enabled order by sort_order, id`,
    [merchantCode],
  );
  return result.rows.map(channelOf);
}

/** A channel a deposit names: switched on, of the member's merchant (400 otherwise). */
export async function channelForDeposit(db: Queryable, merchantCode: string, code: string): Promise<PaymentChannel> {
  const result = await db.query<ChannelRow>(`select ${CHANNEL_COLUMNS} from payment_channel where merchant_code = $1 and code = $2 and enabled`, [
    merchantCode,
    code,
  ]);
  const row = result.rows[0];
  if (!row) throw new RequestError(400, ERROR_CODE.badRequest, `There is no deposit channel "${code}" on this site, or it is switched off`);
  return channelOf(row);
}

/** A channel as the deposit page shows it. */
export function channelView(channel: PaymentChannel): DepositChannel {
  return {
    channelCode: channel.code,
    type: channel.type,
    name: channel.name,
    minAmount: channel.minCents / 100,
    maxAmount: channel.maxCents / 100,
    quickAmounts: channel.quickAmounts,
    needsReview: channel.provider === 'MANUAL',
    expiryMinutes: channel.expiryMinutes,
  };
}

/** Refuses every deposit call of a merchant in credit mode: its members play on credit. */
export async function depositsOffered(db: Queryable, merchantCode: string): Promise<boolean> {
  return !(await loadMerchantSite(db, merchantCode)).creditMode;
}

export async function requireDepositsOffered(db: Queryable, merchantCode: string): Promise<void> {
  if (!(await depositsOffered(db, merchantCode))) {
    throw new RequestError(403, ERROR_CODE.operationNotAllowed, 'This site plays on credit: it takes no deposits');
  }
}

/** The brand's first-deposit offer, as the rules read it. */
export interface FirstDepositOffer {
  promotionId: number;
  title: LocalizedText;
  bonusPercent: number;
  maxBonusCents: number;
  minDepositCents: number;
}

/** The merchant's first-deposit offer, when it has one switched on. */
export async function firstDepositOffer(db: Queryable, merchantCode: string): Promise<FirstDepositOffer | null> {
  const result = await db.query<{ promotion_id: number; title: LocalizedText; bonus_percent: number; max_bonus: number; min_deposit: number }>(
    `select o.promotion_id, p.title, o.bonus_percent, o.max_bonus::float8 as max_bonus, o.min_deposit::float8 as min_deposit
       from first_deposit_offer o join promotion p on p.id = o.promotion_id
      where o.merchant_code = $1 and o.enabled`,
    [merchantCode],
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    promotionId: row.promotion_id,
    title: row.title,
    bonusPercent: row.bonus_percent,
    maxBonusCents: moneyToCents(row.max_bonus),
    minDepositCents: moneyToCents(row.min_deposit),
  };
}

/** Whether a member has ever deposited (a DEPOSIT in the ledger): the first-deposit offer is for those who have not. */
export async function hasDeposited(db: Queryable, memberId: number): Promise<boolean> {
  const result = await db.query("select 1 from ledger_entry where member_id = $1 and type = 'DEPOSIT' limit 1", [memberId]);
  return result.rows.length > 0;
}

/** The bonus of a first deposit under an offer, in cents: a share of the deposit up to the maximum; 0 below the minimum deposit. */
export function firstDepositBonusCents(offer: FirstDepositOffer, depositCents: number): number {
  if (depositCents < offer.minDepositCents) return 0;
  return Math.min(Math.floor((depositCents * offer.bonusPercent) / 100), offer.maxBonusCents);
}

export function firstDepositPromotionView(offer: FirstDepositOffer, locale: ContentLocale): FirstDepositPromotion {
  return {
    promotionId: offer.promotionId,
    title: localize(offer.title, locale),
    bonusPercent: offer.bonusPercent,
    maxBonus: offer.maxBonusCents / 100,
    minDeposit: offer.minDepositCents / 100,
    turnoverMultiple: PROMOTIONAL_TURNOVER_MULTIPLE,
  };
}
