import type { FastifyInstance } from 'fastify';
import type { GameMenu, Vendor } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import type { GatewayDeps } from '../deps';
import { registerCall } from '../http/call-route';
import { localize } from '../http/locale';
import type { ContentLocale, LocalizedText } from '../http/locale';
import { toVendor } from './game-records';
import type { VendorRecord } from './game-records';

interface MenuVendorRecord extends VendorRecord {
  category_name: LocalizedText;
  category_hot: boolean;
}

/** The merchant's vendors in nav order (category, then the brand's order), optionally of one category. */
async function findMerchantVendors(db: Queryable, merchantCode: string, gameType?: string): Promise<MenuVendorRecord[]> {
  const found = await db.query<MenuVendorRecord>(
    `select v.code, v.game_type, v.display_name, v.is_hot, v.account_type_id, c.name as category_name, c.is_hot as category_hot
     from merchant_vendor mv
     join vendor v on v.code = mv.vendor_code and v.game_type = mv.game_type
     join game_category c on c.code = mv.game_type
     where mv.merchant_code = $1 and ($2::text is null or mv.game_type = $2)
     order by c.sort, mv.sort`,
    [merchantCode, gameType ?? null],
  );
  return found.rows;
}

/** The header's categories with the brand's vendors; categories the brand has no vendor in are left out. */
export async function loadGameMenus(db: Queryable, merchantCode: string, locale: ContentLocale): Promise<GameMenu[]> {
  const menus: GameMenu[] = [];
  for (const row of await findMerchantVendors(db, merchantCode)) {
    let menu = menus[menus.length - 1];
    if (menu?.code !== row.game_type) {
      menu = { code: row.game_type, name: localize(row.category_name, locale), vendors: [], isHot: row.category_hot ? 1 : 0 };
      menus.push(menu);
    }
    menu.vendors.push(toVendor(row));
  }
  return menus;
}

export async function loadGameVendors(db: Queryable, merchantCode: string, gameType?: string): Promise<Vendor[]> {
  return (await findMerchantVendors(db, merchantCode, gameType)).map(toVendor);
}

export function registerMenuRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  registerCall(app, deps, 'gameMenus', {
    handler: async (_input, context) => loadGameMenus(deps.db, context.merchantCode, context.locale),
  });

  registerCall(app, deps, 'gameVendors', {
    handler: async (input, context) => loadGameVendors(deps.db, context.merchantCode, input.gameType),
  });
}
