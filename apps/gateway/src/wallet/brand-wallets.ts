import type { Queryable } from '../db/database';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';

/** A vendor's game wallet as the brand offers it. */
export interface BrandGameWallet {
  walletCode: string;
  displayName: string;
  gameType: string;
}

/** The main wallet's name in the member's language. */
export const MAIN_WALLET_NAME: LocalizedText = { ms: 'Dompet Utama', en: 'Main Wallet', zh: '主钱包' };

function displayName(value: unknown, fallback: string, locale: ContentLocale): string {
  if (typeof value === 'string' && value !== '') return value;
  if (value !== null && typeof value === 'object') return localize(value as Partial<LocalizedText>, locale) || fallback;
  return fallback;
}

/**
 * The game wallets of a brand: one per vendor it offers (in any category), from the catalogue's
 * merchant_vendor and vendor tables, by vendor code.
 */
export async function brandGameWallets(db: Queryable, merchantCode: string, locale: ContentLocale, onlyCode?: string): Promise<BrandGameWallet[]> {
  // to_jsonb reads the display name whether the catalogue stores text or localized json.
  const result = await db.query<{ code: string; display_name: unknown; game_type: string }>(
    `select distinct on (v.code) v.code, to_jsonb(v.display_name) as display_name, v.game_type
       from merchant_vendor mv
       join vendor v on v.code = mv.vendor_code and v.game_type = mv.game_type
      where mv.merchant_code = $1 and ($2::text is null or v.code = $2)
      order by v.code, v.game_type`,
    [merchantCode, onlyCode ?? null],
  );
  return result.rows.map((row) => ({ walletCode: row.code, displayName: displayName(row.display_name, row.code, locale), gameType: row.game_type }));
}
