import { createHash, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RequestError } from '../http/envelope-errors';
import { ERROR_CODE } from '@platform/api/contract';
import type { Queryable } from '../db/database';
import { CAPTCHA_FLAG } from './login-guard';

/** How long an image's answer is accepted. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_DIGITS = 4;
/** The image's box, as the UI's CaptchaField shows it (CAPTCHA_IMAGE_WIDTH × HEIGHT). */
const WIDTH = 100;
const HEIGHT = 36;

function answerHash(merchantCode: string, captchaKey: string, answer: string): string {
  return createHash('sha256').update(`${merchantCode}\n${captchaKey}\n${answer}`).digest('hex');
}

/**
 * Each digit as strokes in a 10 × 16 box: drawn as paths, so the answer is not text in the
 * SVG's source for a script to read.
 */
const DIGIT_STROKES: readonly (readonly [number, number][])[][] = [
  [[[5, 1], [8, 2], [9, 6], [9, 10], [8, 14], [5, 15], [2, 14], [1, 10], [1, 6], [2, 2], [5, 1]]],
  [[[3, 4], [6, 1], [6, 15]], [[3, 15], [9, 15]]],
  [[[1, 4], [3, 1], [7, 1], [9, 3], [9, 6], [1, 15], [9, 15]]],
  [[[1, 1], [9, 1], [5, 7], [8, 8], [9, 11], [8, 14], [5, 15], [1, 14]]],
  [[[7, 15], [7, 1], [1, 10], [9, 10]]],
  [[[9, 1], [2, 1], [1, 7], [6, 6], [9, 9], [9, 12], [6, 15], [1, 14]]],
  [[[8, 1], [4, 3], [1, 9], [1, 13], [4, 15], [7, 15], [9, 12], [8, 9], [5, 8], [1, 10]]],
  [[[1, 1], [9, 1], [4, 15]]],
  [[[5, 7], [2, 5], [2, 2], [5, 1], [8, 2], [8, 5], [5, 7], [1, 10], [1, 13], [5, 15], [9, 13], [9, 10], [5, 7]]],
  [[[9, 6], [7, 8], [3, 8], [1, 5], [2, 2], [5, 1], [8, 2], [9, 6], [8, 11], [5, 15], [2, 14]]],
];

function jitter(range: number): number {
  return (randomInt(0, 2001) / 1000 - 1) * range;
}

function colour(minLightness: number, maxLightness: number): string {
  return `hsl(${randomInt(0, 360)} ${randomInt(45, 80)}% ${randomInt(minLightness, maxLightness)}%)`;
}

function digitPath(digit: number, left: number): string {
  const scale = 1.5 + jitter(0.15);
  const angle = (jitter(22) * Math.PI) / 180;
  const skew = jitter(0.25);
  const originX = left + 5;
  const originY = HEIGHT / 2;
  const place = ([x, y]: readonly [number, number]): string => {
    const dx = (x - 5 + skew * (y - 8) + jitter(0.5)) * scale;
    const dy = (y - 8 + jitter(0.5)) * scale;
    const px = originX + dx * Math.cos(angle) - dy * Math.sin(angle);
    const py = originY + dx * Math.sin(angle) + dy * Math.cos(angle) + jitter(2);
    return `${px.toFixed(1)} ${py.toFixed(1)}`;
  };
  return DIGIT_STROKES[digit]!.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
}

/** The captcha image: distorted digits drawn as strokes over noise lines and dots. */
export function captchaSvg(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(90, 97)}"/>`];
  for (let line = 0; line < 5; line += 1) {
    parts.push(
      `<path d="M${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}Q${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="${colour(35, 70)}" stroke-width="${(1 + jitter(0.4)).toFixed(1)}" fill="none"/>`,
    );
  }
  for (let dot = 0; dot < 24; dot += 1) {
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${(0.8 + jitter(0.4)).toFixed(1)}" fill="${colour(30, 75)}"/>`);
  }
  [...answer].forEach((digit, index) => {
    const left = 12 + index * 21 + jitter(2);
    parts.push(
      `<path d="${digitPath(Number(digit), left)}" stroke="${colour(15, 40)}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The image as the captcha call answers it: a data URL, which the UI's CaptchaField shows as it is. */
export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Draws a new image for a key, replacing the key's earlier answer, and answers it as a data URL.
 * Expired answers of every key are swept on the way.
 */
export async function issueCaptcha(db: Queryable, merchantCode: string, captchaKey: string, now: Date): Promise<string> {
  const answer = String(randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
  await db.query('delete from captcha_challenge where expires_at <= $1', [now]);
  await db.query(
    `insert into captcha_challenge (merchant_code, captcha_key, answer_hash, expires_at) values ($1, $2, $3, $4)
     on conflict (merchant_code, captcha_key) do update set answer_hash = excluded.answer_hash, expires_at = excluded.expires_at`,
    [merchantCode, captchaKey, answerHash(merchantCode, captchaKey, answer), new Date(now.getTime() + CAPTCHA_TTL_MS)],
  );
  return captchaDataUrl(captchaSvg(answer));
}

export type CaptchaCheck = 'ok' | 'missing' | 'wrong';

/**
 * Checks an answer and uses it up: right or wrong, the key's image answers once, so a wrong
 * guess needs a new image.
 */
export async function consumeCaptcha(db: Queryable, merchantCode: string, captchaKey: string | undefined, answer: string | undefined, now: Date): Promise<CaptchaCheck> {
  const typed = answer?.trim() ?? '';
  if (typed === '' || !captchaKey) return 'missing';
  const result = await db.query<{ answer_hash: string; expires_at: Date }>(
    'delete from captcha_challenge where merchant_code = $1 and captcha_key = $2 returning answer_hash, expires_at',
    [merchantCode, captchaKey],
  );
  const row = result.rows[0];
  if (!row || row.expires_at.getTime() <= now.getTime()) return 'wrong';
  return row.answer_hash === answerHash(merchantCode, captchaKey, typed) ? 'ok' : 'wrong';
}

/**
 * Refuses a request whose captcha is missing (CAPTCHA_REQUIRED) or wrong or expired
 * (CAPTCHA_FAILED); the envelope's value asks the client to show a new image.
 */
export async function requireCaptcha(
  db: Queryable,
  request: FastifyRequest,
  merchantCode: string,
  input: { captcha?: string; captchaKey?: string },
  now: Date,
): Promise<void> {
  const check = await consumeCaptcha(db, merchantCode, input.captchaKey, input.captcha, now);
  if (check === 'missing') {
    throw new RequestError(400, ERROR_CODE.captchaRequired, 'Please enter the verification code shown in the image', CAPTCHA_FLAG);
  }
  if (check === 'wrong') {
    throw new RequestError(400, ERROR_CODE.captchaFailed, 'The verification code is wrong or has expired: try the new image', CAPTCHA_FLAG);
  }
}


/**
 * The answer of a key's live image, found by trying every code against its hash (10,000 hashes,
 * a few milliseconds). Only the dev inbox and tests use it: a production gateway never reveals it.
 */
export async function revealCaptchaAnswer(db: Queryable, merchantCode: string, captchaKey: string, now: Date): Promise<string | null> {
  const result = await db.query<{ answer_hash: string }>(
    'select answer_hash from captcha_challenge where merchant_code = $1 and captcha_key = $2 and expires_at > $3',
    [merchantCode, captchaKey, now],
  );
  const stored = result.rows[0]?.answer_hash;
  if (stored === undefined) return null;
  for (let candidate = 0; candidate < 10 ** CAPTCHA_DIGITS; candidate += 1) {
    const answer = String(candidate).padStart(CAPTCHA_DIGITS, '0');
    if (answerHash(merchantCode, captchaKey, answer) === stored) return answer;
  }
  return null;
}
