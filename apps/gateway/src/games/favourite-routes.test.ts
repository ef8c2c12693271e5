import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, addFavourite, favouriteIds, favourites, removeFavourite } from '@platform/api/contract';
import { callGateway, createTestGateway, createTestMember } from '../test/test-gateway';
import type { TestGateway } from '../test/test-gateway';

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await createTestGateway();
  ({ token } = await createTestMember(gateway.db, { account: 'fav01', now: gateway.clock.now() }));
});

afterAll(async () => {
  await gateway.close();
});

const slot = { nodeId: 'PT-RNG-001', vendor: 'PT', gameType: 'RNG' };
const table = { nodeId: 'AG-LIVE-001', vendor: 'AG', gameType: 'LIVE' };
const mgSlot = { nodeId: 'MG-RNG-001', vendor: 'MG', gameType: 'RNG' };

describe('favourites', () => {
  it('adds idempotently and answers the ids after, newest first', async () => {
    const first = await callGateway(gateway.app, addFavourite, slot, { token });
    expect(first.statusCode).toBe(200);
    expect(first.body.value).toEqual(['PT-RNG-001']);
    gateway.clock.advance(1000);
    expect((await callGateway(gateway.app, addFavourite, table, { token })).body.value).toEqual(['AG-LIVE-001', 'PT-RNG-001']);
    gateway.clock.advance(1000);
    expect((await callGateway(gateway.app, addFavourite, slot, { token })).body.value).toEqual(['AG-LIVE-001', 'PT-RNG-001']);
    expect((await callGateway(gateway.app, favouriteIds, {}, { token })).body.value).toEqual(['AG-LIVE-001', 'PT-RNG-001']);
    expect((await callGateway(gateway.app, favouriteIds, { gameType: 'RNG' }, { token })).body.value).toEqual(['PT-RNG-001']);
  });

  it('pages the favourite games as content, by game type', async () => {
    const all = await callGateway(gateway.app, favourites, { clientType: 3, platform: 'flash', pageNo: 1, pageSize: 1 }, { token });
    expect(all.body.value.totalPages).toBe(2);
    expect(all.body.value.content.map((game) => game.nodeId)).toEqual(['AG-LIVE-001']);
    const rng = await callGateway(gateway.app, favourites, { gameType: 'RNG', pageNo: 1, pageSize: 24 }, { token });
    expect(rng.body.value).toMatchObject({ totalPages: 1, content: [{ nodeId: 'PT-RNG-001', vassalage: 'PT', gameType: 'RNG', displayName: 'Playtech' }] });
    expect((await callGateway(gateway.app, favourites, { pageNo: 0, pageSize: 24 }, { token })).statusCode).toBe(400);
  });

  it('removes idempotently and answers the ids after', async () => {
    expect((await callGateway(gateway.app, removeFavourite, table, { token })).body.value).toEqual(['PT-RNG-001']);
    expect((await callGateway(gateway.app, removeFavourite, table, { token })).body.value).toEqual(['PT-RNG-001']);
  });

  it('answers 404 for an unknown game or one the brand does not offer', async () => {
    const unknown = await callGateway(gateway.app, addFavourite, { nodeId: 'NO-SUCH-GAME', vendor: 'PT', gameType: 'RNG' }, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.code).toBe(ERROR_CODE.notFound);
    expect(unknown.body.message).toContain('NO-SUCH-GAME');
    const { token: jade } = await createTestMember(gateway.db, { account: 'fav02', merchantCode: 'DEMO_JADE', now: gateway.clock.now() });
    expect((await callGateway(gateway.app, addFavourite, mgSlot, { token: jade, merchantCode: 'DEMO_JADE' })).statusCode).toBe(404);
    expect((await callGateway(gateway.app, removeFavourite, { nodeId: 'NO-SUCH-GAME', vendor: 'PT', gameType: 'RNG' }, { token })).statusCode).toBe(404);
  });

  it("refuses a vendor or game type that is not the game's", async () => {
    const wrongVendor = await callGateway(gateway.app, addFavourite, { ...slot, vendor: 'CQ9' }, { token });
    expect(wrongVendor.statusCode).toBe(400);
    expect(wrongVendor.body.message).toContain('vendor PT');
    expect((await callGateway(gateway.app, addFavourite, { ...slot, gameType: 'FISH' }, { token })).statusCode).toBe(400);
    expect((await callGateway(gateway.app, favouriteIds, {}, { token })).body.value).toEqual(['PT-RNG-001']);
  });

  it('needs a session and well-formed input', async () => {
    expect((await callGateway(gateway.app, addFavourite, slot)).statusCode).toBe(401);
    expect((await callGateway(gateway.app, favouriteIds, {})).statusCode).toBe(401);
    const missing = await callGateway(gateway.app, addFavourite, { nodeId: 'PT-RNG-001' }, { token });
    expect(missing.statusCode).toBe(400);
    expect((await callGateway(gateway.app, addFavourite, { ...slot, nodeId: '../../x' }, { token })).statusCode).toBe(400);
  });

  it('keeps each member to their own favourites', async () => {
    const { token: other } = await createTestMember(gateway.db, { account: 'fav03', now: gateway.clock.now() });
    expect((await callGateway(gateway.app, favouriteIds, {}, { token: other })).body.value).toEqual([]);
  });
});
