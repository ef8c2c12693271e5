import { createHash, createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { GatewayPublicKey } from '@platform/api/contract';
import type { Database } from '../db/database';

export const GATEWAY_KEY_ALG = 'RSA-OAEP-256';
/** RSA-3072: about 128-bit strength (NIST SP 800-57), matching what it protects. */
export const GATEWAY_KEY_BITS = 3072;

/** Serialises first-start key creation across processes that share one PostgreSQL. */
const GATEWAY_KEY_LOCK_ID = 7_311_002;

/** One key pair of the gateway: what it publishes, and what decrypts. */
export interface GatewayKey {
  kid: string;
  publicKey: GatewayPublicKey;
  privateKey: KeyObject;
  /** Bytes of one RSA block: the exact length of an envelope's wrapped `key`. */
  blockBytes: number;
}

/** The gateway's keys: the newest is published, any of them decrypts. */
export interface GatewayKeys {
  current: GatewayKey;
  byKid: ReadonlyMap<string, GatewayKey>;
}

/** The key id of a public key: SHA-256 of its SPKI (DER), base64url, first 16 characters. */
export function keyIdOf(spkiDer: Uint8Array): string {
  return createHash('sha256').update(spkiDer).digest('base64url').slice(0, 16);
}

interface GatewayKeyRow {
  kid: string;
  alg: string;
  public_key: string;
  private_key: string;
}

function toGatewayKey(row: GatewayKeyRow): GatewayKey {
  if (row.alg !== GATEWAY_KEY_ALG) throw new Error(`gateway_key ${row.kid}: unsupported algorithm ${row.alg}`);
  const privateKey = createPrivateKey({ key: row.private_key, format: 'pem' });
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  // A row whose parts disagree would publish a key that cannot decrypt: refuse it loudly.
  if (spki.toString('base64') !== row.public_key || keyIdOf(spki) !== row.kid) {
    throw new Error(`gateway_key ${row.kid}: the stored public key or kid does not match the private key`);
  }
  const modulusLength = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  return {
    kid: row.kid,
    publicKey: { kid: row.kid, spki: row.public_key, alg: GATEWAY_KEY_ALG },
    privateKey,
    blockBytes: Math.ceil(modulusLength / 8),
  };
}

async function readKeys(db: Database): Promise<GatewayKey[]> {
  const result = await db.query<GatewayKeyRow>(
    'select kid, alg, public_key, private_key from gateway_key order by created_at desc, kid',
  );
  return result.rows.map(toGatewayKey);
}

/** A new RSA-OAEP key pair, as the row that stores it. */
export async function generateGatewayKeyRow(modulusLength = GATEWAY_KEY_BITS): Promise<GatewayKeyRow> {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength, publicExponent: 0x10001 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    kid: keyIdOf(spki),
    alg: GATEWAY_KEY_ALG,
    public_key: spki.toString('base64'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * The gateway's keys from the database; on first start, creates and stores the key pair. When
 * several processes start at once over one database, exactly one key is kept and all use it.
 */
export async function loadGatewayKeys(db: Database): Promise<GatewayKeys> {
  let keys = await readKeys(db);
  if (keys.length === 0) {
    const row = await generateGatewayKeyRow();
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [GATEWAY_KEY_LOCK_ID]);
      const existing = await tx.query('select 1 from gateway_key limit 1');
      if (existing.rows.length > 0) return; // another process got there first: keep its key
      await tx.query('insert into gateway_key (kid, alg, public_key, private_key) values ($1, $2, $3, $4)', [
        row.kid,
        row.alg,
        row.public_key,
        row.private_key,
      ]);
    });
    keys = await readKeys(db);
  }
  const [current] = keys;
  if (current === undefined) throw new Error('gateway_key: no key after creating one');
  return { current, byKid: new Map(keys.map((key) => [key.kid, key])) };
}
