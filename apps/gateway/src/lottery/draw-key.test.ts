import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { loadDrawKey } from './draw-key';
import { latestDraws, winningNumbers } from './draws';
import type { DrawSchedule } from './draws';

const SSC5: DrawSchedule = { gameCode: 'LOTT_SSC5', lotteryType: 'SSC', drawIntervalSeconds: 300, drawOffsetSeconds: 0 };
const now = new Date('2026-11-21T08:00:30Z');
const DRAWS = 30;

const installations: PGlite[] = [];

async function newInstallation(): Promise<PGlite> {
  const db = new PGlite();
  await runMigrations(db);
  installations.push(db);
  return db;
}

afterAll(async () => {
  await Promise.all(installations.map((db) => db.close()));
});

describe('the lottery draw key', () => {
  it('gives each installation its own draws, none of them the public function of the numero', async () => {
    const [first, second] = await Promise.all([newInstallation(), newInstallation()]);
    const drawsOf = async (db: PGlite) => latestDraws(await loadDrawKey(db), SSC5, now, DRAWS).map((draw) => draw.winningNumbers);
    const [ours, theirs] = await Promise.all([drawsOf(first), drawsOf(second)]);
    // 30 SSC draws alike by chance: 1 in 10^150.
    expect(ours).not.toEqual(theirs);
    // What anyone could compute before the key: the seed was the game and the numero.
    const publicDraws = latestDraws({ seedOf: (gameCode, numero) => `${gameCode}:${numero}` }, SSC5, now, DRAWS);
    expect(publicDraws.map((draw) => winningNumbers(SSC5.lotteryType, `${draw.gameCode}:${draw.numero}`))).toEqual(publicDraws.map((draw) => draw.winningNumbers));
    expect(ours).not.toEqual(publicDraws.map((draw) => draw.winningNumbers));
  });

  it('is created once and read alike by every process over one database, whenever each starts', async () => {
    const db = await newInstallation();
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadDrawKey(db)));
    const later = await loadDrawKey(db);
    const drawsOf = (key: (typeof keys)[number]) => latestDraws(key, SSC5, now, DRAWS);
    for (const key of [...keys, later]) expect(drawsOf(key)).toEqual(drawsOf(keys[0]!));
    expect((await db.query('select 1 from lottery_draw_key')).rows).toHaveLength(1);
  });
});
