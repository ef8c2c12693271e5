import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLBACK_FRESHNESS_MS, hasValidSignature, isFresh, readSignatureHeaders, signatureHeaders, signCallback } from './callback-signature';

const SECRET = 'test-secret-0123456789abcdef0123456789';
const NOW = new Date('2026-11-21T08:00:00Z');
const BODY = '{"orderNo":"DP00000001","amount":"10.00"}';

describe('the callback signature', () => {
  it('is HMAC-SHA256 over timestamp, nonce and the raw body', () => {
    const expected = createHmac('sha256', SECRET).update(`1763712000000.nonce-nonce-nonce-1.${BODY}`).digest('hex');
    expect(signCallback(SECRET, '1763712000000', 'nonce-nonce-nonce-1', BODY)).toBe(expected);
  });

  it('verifies the headers it makes, and nothing that differs in one byte', () => {
    const parts = readSignatureHeaders(signatureHeaders(SECRET, BODY, NOW))!;
    expect(parts).not.toBeNull();
    expect(hasValidSignature(SECRET, parts, BODY)).toBe(true);
    expect(hasValidSignature(`${SECRET}x`, parts, BODY)).toBe(false);
    expect(hasValidSignature(SECRET, parts, BODY.replace('10.00', '10.01'))).toBe(false);
    expect(hasValidSignature(SECRET, { ...parts, nonce: `${parts.nonce}x` }, BODY)).toBe(false);
    expect(hasValidSignature(SECRET, { ...parts, timestamp: String(Number(parts.timestamp) + 1) }, BODY)).toBe(false);
  });

  it('gives each signing a new nonce', () => {
    const first = signatureHeaders(SECRET, BODY, NOW);
    const second = signatureHeaders(SECRET, BODY, NOW);
    expect(first['x-demo-pay-nonce']).not.toBe(second['x-demo-pay-nonce']);
  });

  it('reads only well-formed headers, each given once', () => {
    const good = signatureHeaders(SECRET, BODY, NOW);
    expect(readSignatureHeaders({})).toBeNull();
    expect(readSignatureHeaders({ ...good, 'x-demo-pay-signature': 'ABC' })).toBeNull();
    expect(readSignatureHeaders({ ...good, 'x-demo-pay-signature': [good['x-demo-pay-signature']!, good['x-demo-pay-signature']!] })).toBeNull();
    expect(readSignatureHeaders({ ...good, 'x-demo-pay-timestamp': '1e12' })).toBeNull();
    expect(readSignatureHeaders({ ...good, 'x-demo-pay-nonce': 'short' })).toBeNull();
  });

  it('takes timestamps within five minutes either way', () => {
    const at = (offset: number) => String(NOW.getTime() + offset);
    expect(isFresh(at(0), NOW)).toBe(true);
    expect(isFresh(at(-CALLBACK_FRESHNESS_MS), NOW)).toBe(true);
    expect(isFresh(at(CALLBACK_FRESHNESS_MS), NOW)).toBe(true);
    expect(isFresh(at(-CALLBACK_FRESHNESS_MS - 1), NOW)).toBe(false);
    expect(isFresh(at(CALLBACK_FRESHNESS_MS + 1), NOW)).toBe(false);
  });
});
