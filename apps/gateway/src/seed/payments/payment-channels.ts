import { randomBytes } from 'node:crypto';
import type { DepositChannelType } from '@platform/api/contract';
import type { Queryable } from '../../db/database';
import type { ChannelDetails, ChannelProvider } from '../../payments/channels';

interface ChannelSeed {
  code: string;
  type: DepositChannelType;
  provider: ChannelProvider;
  name: string;
  minAmount: number;
  maxAmount: number;
  quickAmounts: number[];
  details: ChannelDetails;
  expiryMinutes: number;
}

interface FirstDepositSeed {
  /** The promotion whose terms the offer follows (seeded by the content seed). */
  promotionSlug: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
}

interface MerchantPayments {
  channels: ChannelSeed[];
  firstDeposit: FirstDepositSeed | null;
}

/** A bank transfer is reviewed by the merchant, so it stays payable longer than an online payment. */
const BANK_REVIEW_MINUTES = 120;
const ONLINE_MINUTES = 30;

/**
 * The demo brands' deposit channels: one of each type, with different banks, wallets, limits and
 * quick amounts. Account numbers and addresses are made up (the USDT addresses are not valid on
 * any network).
 */
export const DEMO_PAYMENTS: Record<string, MerchantPayments> = {
  DEMO_ROYAL: {
    channels: [
      {
        code: 'BANK_MAYBANK',
        type: 'BANK_TRANSFER',
        provider: 'MANUAL',
        name: 'Maybank',
        minAmount: 30,
        maxAmount: 50_000,
        quickAmounts: [50, 100, 300, 500, 1_000, 5_000],
        details: { bankName: 'Maybank', accountName: 'Royal Lotto Sdn Bhd', accountNumber: '514011223344' },
        expiryMinutes: BANK_REVIEW_MINUTES,
      },
      {
        code: 'QR_TNG',
        type: 'QR_EWALLET',
        provider: 'DEMO',
        name: "Touch 'n Go eWallet",
        minAmount: 10,
        maxAmount: 5_000,
        quickAmounts: [10, 50, 100, 200, 500],
        details: { walletId: 'TNG-ROYAL-0001' },
        expiryMinutes: ONLINE_MINUTES,
      },
      {
        code: 'USDT_TRC20',
        type: 'USDT',
        provider: 'DEMO',
        name: 'USDT (TRC20)',
        minAmount: 50,
        maxAmount: 100_000,
        quickAmounts: [100, 500, 1_000, 5_000],
        details: { network: 'TRC20', address: 'TDEMOroyaLotto0000000000000000000001' },
        expiryMinutes: ONLINE_MINUTES,
      },
    ],
    firstDeposit: { promotionSlug: 'welcome-bonus', bonusPercent: 100, maxBonus: 1_000, minDeposit: 50 },
  },
  DEMO_JADE: {
    channels: [
      {
        code: 'BANK_CIMB',
        type: 'BANK_TRANSFER',
        provider: 'MANUAL',
        name: 'CIMB Bank',
        minAmount: 50,
        maxAmount: 30_000,
        quickAmounts: [100, 200, 500, 1_000],
        details: { bankName: 'CIMB Bank', accountName: 'Jade Palace Enterprise', accountNumber: '8600123456' },
        expiryMinutes: BANK_REVIEW_MINUTES,
      },
      {
        code: 'QR_DUITNOW',
        type: 'QR_EWALLET',
        provider: 'DEMO',
        name: 'DuitNow QR',
        minAmount: 20,
        maxAmount: 3_000,
        quickAmounts: [20, 50, 100, 300],
        details: { walletId: 'DUITNOW-JADE-0001' },
        expiryMinutes: ONLINE_MINUTES,
      },
      {
        code: 'USDT_TRC20',
        type: 'USDT',
        provider: 'DEMO',
        name: 'USDT (TRC20)',
        minAmount: 100,
        maxAmount: 50_000,
        quickAmounts: [100, 500, 2_000],
        details: { network: 'TRC20', address: 'TDEMOjadePalace00000000000000000002' },
        expiryMinutes: ONLINE_MINUTES,
      },
    ],
    firstDeposit: { promotionSlug: 'welcome-bonus', bonusPercent: 100, maxBonus: 1_000, minDeposit: 50 },
  },
};

/**
 * Inserts the demo brands' deposit channels, first-deposit offers and the demo provider's
 * callback secret (random per database: it is never in the source); rows that exist are left as
 * they are. Runs after the content seed (the offers name its promotions).
 */
export async function seedPayments(db: Queryable, payments: Record<string, MerchantPayments> = DEMO_PAYMENTS): Promise<void> {
  for (const [merchantCode, merchant] of Object.entries(payments)) {
    const exists = await db.query('select 1 from merchant where code = $1', [merchantCode]);
    if (exists.rows.length === 0) continue;
    for (const [index, channel] of merchant.channels.entries()) {
      await db.query(
        `insert into payment_channel (merchant_code, code, type, provider, name, min_amount, max_amount, quick_amounts, details, expiry_minutes, sort_order)
         values ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8::numeric[], $9::jsonb, $10, $11) on conflict do nothing`,
        [
          merchantCode,
          channel.code,
          channel.type,
          channel.provider,
          channel.name,
          channel.minAmount.toFixed(2),
          channel.maxAmount.toFixed(2),
          channel.quickAmounts.map((amount) => amount.toFixed(2)),
          JSON.stringify(channel.details),
          channel.expiryMinutes,
          index,
        ],
      );
    }
    await db.query("insert into payment_provider_secret (merchant_code, provider, secret) values ($1, 'DEMO', $2) on conflict do nothing", [
      merchantCode,
      randomBytes(32).toString('base64url'),
    ]);
    const offer = merchant.firstDeposit;
    if (offer === null) continue;
    await db.query(
      `insert into first_deposit_offer (merchant_code, promotion_id, bonus_percent, max_bonus, min_deposit)
       select $1, p.id, $3, $4::numeric, $5::numeric from promotion p where p.merchant_code = $1 and p.slug = $2
       on conflict do nothing`,
      [merchantCode, offer.promotionSlug, offer.bonusPercent, offer.maxBonus.toFixed(2), offer.minDeposit.toFixed(2)],
    );
  }
}
