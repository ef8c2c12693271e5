import type { Database, Queryable } from '../../db/database';
import { CATEGORIES, CATEGORY_VENDORS, HOT_VENDORS, MERCHANT_OFFERINGS, PROVIDER_CODES, PROVIDER_NAMES } from '../../games/catalogue-data';
import type { CatalogueGameType } from '../../games/catalogue-data';
import { LOTTERY_TYPES, LOTTERY_TYPE_NAMES } from '../../lottery/lottery-data';
import { buildGames, buildLotteryGames } from './build-catalogue';

async function seedCategories(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into game_category (code, name, is_hot, sort)
     select code, name::jsonb, is_hot, sort from unnest($1::text[], $2::text[], $3::boolean[], $4::int[]) as t(code, name, is_hot, sort)
     on conflict do nothing`,
    [CATEGORIES.map((c) => c.code), CATEGORIES.map((c) => JSON.stringify(c.name)), CATEGORIES.map((c) => c.isHot), CATEGORIES.map((_, index) => index + 1)],
  );
}

async function seedVendors(tx: Queryable): Promise<void> {
  const vendors = (Object.entries(CATEGORY_VENDORS) as [CatalogueGameType, readonly string[]][]).flatMap(([gameType, codes]) =>
    codes.map((code) => ({ code, gameType })),
  );
  await tx.query(
    `insert into vendor (code, game_type, display_name, is_hot, account_type_id)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::int[])
     on conflict do nothing`,
    [
      vendors.map((v) => v.code),
      vendors.map((v) => v.gameType),
      vendors.map((v) => PROVIDER_NAMES[v.code] ?? v.code),
      vendors.map((v) => HOT_VENDORS.has(`${v.code}:${v.gameType}`)),
      vendors.map((v) => PROVIDER_CODES.indexOf(v.code) + 1),
    ],
  );
  const offered = Object.entries(MERCHANT_OFFERINGS).flatMap(([merchantCode, categories]) =>
    Object.entries(categories).flatMap(([gameType, codes]) => codes.map((code, index) => ({ merchantCode, gameType, code, sort: index + 1 }))),
  );
  // Only for the merchants that exist: a test database may hold one of them.
  await tx.query(
    `insert into merchant_vendor (merchant_code, vendor_code, game_type, sort)
     select t.merchant_code, t.vendor_code, t.game_type, t.sort
     from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as t(merchant_code, vendor_code, game_type, sort)
     join merchant m on m.code = t.merchant_code
     on conflict do nothing`,
    [offered.map((o) => o.merchantCode), offered.map((o) => o.code), offered.map((o) => o.gameType), offered.map((o) => o.sort)],
  );
}

async function seedGames(tx: Queryable): Promise<void> {
  const games = buildGames();
  await tx.query(
    `insert into game (node_id, vendor_code, game_type, game_code, name, localized_name, is_hot, is_new, support_play, is_game,
                       min_bet, min_line_num, classify, default_play_type, under_maintenance, sort)
     select node_id, vendor_code, game_type, game_code, name, localized_name::jsonb, is_hot, is_new, support_play, is_game,
            min_bet, min_line_num, classify, default_play_type, under_maintenance, sort
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::boolean[], $9::smallint[],
                 $10::text[], $11::numeric[], $12::int[], $13::text[], $14::text[], $15::boolean[], $16::int[])
       as t(node_id, vendor_code, game_type, game_code, name, localized_name, is_hot, is_new, support_play, is_game,
            min_bet, min_line_num, classify, default_play_type, under_maintenance, sort)
     on conflict do nothing`,
    [
      games.map((g) => g.nodeId),
      games.map((g) => g.vendorCode),
      games.map((g) => g.gameType),
      games.map((g) => g.gameCode),
      games.map((g) => g.name),
      games.map((g) => (g.localizedName ? JSON.stringify(g.localizedName) : null)),
      games.map((g) => g.isHot),
      games.map((g) => g.isNew),
      games.map((g) => g.supportPlay),
      games.map((g) => g.isGame),
      games.map((g) => g.minBet),
      games.map((g) => g.minLineNum),
      games.map((g) => g.classify),
      games.map((g) => g.defaultPlayType),
      games.map((g) => g.underMaintenance),
      games.map((g) => g.sort),
    ],
  );
}

async function seedLottery(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into lottery_type (code, name, sort)
     select code, name::jsonb, sort from unnest($1::text[], $2::text[], $3::int[]) as t(code, name, sort)
     on conflict do nothing`,
    [[...LOTTERY_TYPES], LOTTERY_TYPES.map((type) => JSON.stringify(LOTTERY_TYPE_NAMES[type])), LOTTERY_TYPES.map((_, index) => index + 1)],
  );
  const games = buildLotteryGames();
  await tx.query(
    `insert into lottery_game (game_code, node_id, vendor_code, prize_mode, lottery_type, name, draw_interval_seconds,
                               draw_offset_seconds, popularity, is_hot, sort)
     select game_code, node_id, vendor_code, prize_mode, lottery_type, name::jsonb, draw_interval_seconds,
            draw_offset_seconds, popularity, is_hot, sort
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::boolean[], $11::int[])
       as t(game_code, node_id, vendor_code, prize_mode, lottery_type, name, draw_interval_seconds, draw_offset_seconds, popularity, is_hot, sort)
     on conflict do nothing`,
    [
      games.map((g) => g.gameCode),
      games.map((g) => g.nodeId),
      games.map((g) => g.vendorCode),
      games.map((g) => g.prizeMode),
      games.map((g) => g.lotteryType),
      games.map((g) => JSON.stringify(g.name)),
      games.map((g) => g.drawIntervalSeconds),
      games.map((g) => g.drawOffsetSeconds),
      games.map((g) => g.popularity),
      games.map((g) => g.isHot),
      games.map((g) => g.sort),
    ],
  );
}

/**
 * Categories, providers and which brand offers them, the games (logos and icons are generated
 * from these rows by src/assets) and the lottery's games. Deterministic and idempotent: rows
 * that exist are left as they are.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCategories(tx);
    await seedVendors(tx);
    await seedGames(tx);
    await seedLottery(tx);
  });
}
