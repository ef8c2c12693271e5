import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { seedMerchants } from '../demo-data';
import { buildGames } from './build-catalogue';
import { seedCatalogue } from './catalogue';

const SPEC_PROVIDERS = [
  'AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'TGP', 'KX', 'KY', 'TH', 'WS', 'XY', 'AE', 'ISB', 'MG',
  'MGS', 'PNG', 'TTG', 'WD', 'IBC', 'SBT', 'UG', 'TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT',
];

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await runMigrations(db);
  await seedMerchants(db);
  await seedCatalogue(db);
});

afterAll(async () => {
  await db.close();
});

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

describe('seedCatalogue', () => {
  it('builds the same games on every run, with unique ids, codes and names', () => {
    const first = buildGames();
    expect(buildGames()).toEqual(first);
    expect(new Set(first.map((game) => game.nodeId)).size).toBe(first.length);
    expect(new Set(first.map((game) => game.gameCode)).size).toBe(first.length);
    const slots = first.filter((game) => game.gameType === 'RNG' && game.isGame === null);
    expect(new Set(slots.map((game) => game.name.toLowerCase())).size).toBe(slots.length);
  });

  it('is idempotent: a second run adds nothing and changes nothing', async () => {
    const before = await rows<{ n: number }>('select count(*)::int as n from game');
    await seedCatalogue(db);
    expect(await rows('select count(*)::int as n from game')).toEqual(before);
    expect((await rows<{ n: number }>('select count(*)::int as n from merchant_vendor'))[0]!.n).toBeGreaterThan(0);
  });

  it('seeds at least 600 games over every category, with hot, new, free-trial and maintenance games', async () => {
    const byType = await rows<{ game_type: string; n: number }>('select game_type, count(*)::int as n from game group by game_type');
    const counts = Object.fromEntries(byType.map((row) => [row.game_type, row.n]));
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(600);
    for (const type of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']) expect(counts[type]).toBeGreaterThan(0);
    const [flags] = await rows<{ hot: number; fresh: number; trial: number; maintenance: number; tiles: number }>(
      `select count(*) filter (where is_hot)::int as hot, count(*) filter (where is_new)::int as fresh,
              count(*) filter (where support_play = 0)::int as trial, count(*) filter (where under_maintenance)::int as maintenance,
              count(*) filter (where is_game = 'VASSALAGE')::int as tiles from game`,
    );
    expect(flags!.hot).toBeGreaterThan(30);
    expect(flags!.fresh).toBeGreaterThan(10);
    expect(flags!.trial).toBeGreaterThan(30);
    expect(flags!.maintenance).toBe(2);
    expect(flags!.tiles).toBeGreaterThanOrEqual(3);
  });

  it('gives every stake of the minimum-bet filter, lines to slots and every classification', async () => {
    const bets = await rows<{ bet: number }>('select distinct min_bet::float8 as bet from game order by 1');
    expect(bets.map((row) => row.bet)).toEqual(expect.arrayContaining([0.01, 0.05, 0.1, 0.5, 0.75, 1]));
    const classes = await rows<{ classify: string }>('select distinct classify from game where classify is not null order by 1');
    expect(classes.map((row) => row.classify)).toEqual(['arcade', 'bingo', 'jackpot', 'table']);
    const [lines] = await rows<{ slots: number; with_lines: number }>(
      `select count(*)::int as slots, count(min_line_num)::int as with_lines from game
       where game_type = 'RNG' and is_game is null and (classify is null or classify = 'jackpot')`,
    );
    expect(lines!.with_lines).toBe(lines!.slots);
  });

  it("places every provider of the spec in a category, and gives Jade fewer vendors than Royal", async () => {
    const codes = (await rows<{ code: string }>('select distinct code from vendor')).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(SPEC_PROVIDERS));
    const offered = await rows<{ merchant_code: string; n: number }>('select merchant_code, count(*)::int as n from merchant_vendor group by merchant_code');
    const count = Object.fromEntries(offered.map((row) => [row.merchant_code, row.n]));
    expect(count.DEMO_JADE).toBeGreaterThan(0);
    expect(count.DEMO_JADE).toBeLessThan(count.DEMO_ROYAL!);
  });

  it('stores category and lottery names in Malay, English and Chinese', async () => {
    const names = await rows<{ name: Record<string, string> }>('select name from game_category union all select name from lottery_type union all select name from lottery_game');
    for (const { name } of names) {
      expect(Object.keys(name).sort()).toEqual(['en', 'ms', 'zh']);
      expect(name.zh).toMatch(/[\u4e00-\u9fff]|^[A-Z0-9 ]+$|PK10/);
    }
    const [slots] = await rows<{ name: Record<string, string> }>("select name from game_category where code = 'RNG'");
    expect(slots!.name).toEqual({ ms: 'Slot', en: 'Slots', zh: '电子游戏' });
  });

  it('seeds lottery games of every type and prize mode, each with a catalogue tile', async () => {
    const types = await rows<{ lottery_type: string }>('select distinct lottery_type from lottery_game order by 1');
    expect(types.map((row) => row.lottery_type)).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC']);
    const modes = await rows<{ prize_mode: string; vendor_code: string }>('select distinct prize_mode, vendor_code from lottery_game order by 1');
    expect(modes).toEqual([
      { prize_mode: 'Elott', vendor_code: 'ELOTT' },
      { prize_mode: 'Lott', vendor_code: 'LOTT' },
      { prize_mode: 'SEA', vendor_code: 'TCG_SEA' },
      { prize_mode: 'ZY', vendor_code: 'TCG_LOTTO_VN' },
    ]);
    const orphans = await rows('select lg.game_code from lottery_game lg left join game g on g.node_id = lg.node_id where g.game_code is distinct from lg.game_code');
    expect(orphans).toEqual([]);
  });
});
