import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

const SECRET_BYTES = 32;

/**
 * What decides the demo lottery's draws: the seed of a draw is an HMAC of its game and numero
 * under the installation's secret. Without it the draws were a public function of the numero, so
 * anyone could compute the next draw and bet on it at 9.8 to 47 times the stake.
 */
export interface DrawKey {
  /** The seed of one draw's numbers (see winningNumbers in draws.ts). */
  seedOf(gameCode: string, numero: string): string;
}

export function drawKeyFrom(secret: Uint8Array): DrawKey {
  if (secret.length !== SECRET_BYTES) throw new Error(`a draw key is ${SECRET_BYTES} bytes`);
  const key = Buffer.from(secret);
  return { seedOf: (gameCode, numero) => createHmac('sha256', key).update(`${gameCode}:${numero}`).digest('hex') };
}

/**
 * The installation's draw key from the database. The first process to ask creates it; processes
 * that start together over one database insert at once, the primary key keeps one row and all read it.
 */
export async function loadDrawKey(db: Queryable): Promise<DrawKey> {
  await db.query('insert into lottery_draw_key (secret) values ($1) on conflict (singleton) do nothing', [randomBytes(SECRET_BYTES)]);
  const { rows } = await db.query<{ secret: Uint8Array }>('select secret from lottery_draw_key');
  const [row] = rows;
  if (!row) throw new Error('lottery_draw_key: no key after creating one');
  return drawKeyFrom(row.secret);
}

/** Loads the draw key once, on first use; a failed load (a database hiccup) is tried again next time. */
export function drawKeyLoader(db: Queryable): () => Promise<DrawKey> {
  let loading: Promise<DrawKey> | undefined;
  return () => {
    loading ??= loadDrawKey(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
