import { describe, expect, it } from 'vitest';
import {
  gamePagePath,
  isVendorCard,
  lobbyPath,
  lotteryGameTarget,
  lotteryPath,
  planGameStart,
  prizeModeOf,
  readGamePageParams,
  readLotteryQuery,
  type StartOptions,
  type StartPlan,
  type StartTarget,
} from './start-game';

const slot: StartTarget = {
  nodeId: 'PT-RNG-001',
  vassalage: 'PT',
  gameType: 'RNG',
  gameName: 'Lucky Dragon',
  gameCode: 'PT_RNG_001',
  supportPlay: 1,
};
const freeSlot: StartTarget = { ...slot, nodeId: 'PT-RNG-002', gameCode: 'PT_RNG_002', gameName: 'Free Spins', supportPlay: 0 };
const vendorCard = (vassalage: string, gameType: string): StartTarget => ({ vassalage, gameType, displayName: `${vassalage} Gaming`, nodeId: `${gameType}-${vassalage}` });
const lotteryGame = (vassalage: string, gameType: 'LOTT' | 'ELOTT', playType?: string): StartTarget => ({
  nodeId: `${vassalage}-${gameType}-X1`,
  vassalage,
  gameType,
  gameName: 'Draw X1',
  gameCode: 'X1',
  ...(playType ? { defaultPlayType: playType } : {}),
});

interface Row {
  name: string;
  target: StartTarget;
  options?: StartOptions;
  isTrial?: boolean;
  plan: StartPlan;
}

const rows: Row[] = [
  {
    name: 'a slot launches as a third-party game on /game, real play needing a real account',
    target: slot,
    plan: {
      access: 'realAccount',
      action: {
        type: 'launch',
        query: { vassalage: 'PT', gameType: 'RNG', nodeId: 'PT-RNG-001', gameCode: 'PT_RNG_001' },
        to: '/game?vassalage=PT&gameType=RNG&nodeId=PT-RNG-001&gameCode=PT_RNG_001&name=Lucky+Dragon',
      },
    },
  },
  {
    name: 'a free trial of a game with supportPlay 0 needs login only',
    target: freeSlot,
    options: { tryPlay: true },
    plan: {
      access: 'login',
      action: {
        type: 'launch',
        query: { vassalage: 'PT', gameType: 'RNG', nodeId: 'PT-RNG-002', gameCode: 'PT_RNG_002', tryPlay: true },
        to: '/game?vassalage=PT&gameType=RNG&nodeId=PT-RNG-002&gameCode=PT_RNG_002&try=1&name=Free+Spins',
      },
    },
  },
  {
    name: 'a free trial of a game without one is refused before any call',
    target: slot,
    options: { tryPlay: true },
    plan: { access: 'login', action: { type: 'noTrial' } },
  },
  {
    name: 'a trial account pressing Play on a game with a free trial gets the trial',
    target: freeSlot,
    isTrial: true,
    plan: {
      access: 'login',
      action: {
        type: 'launch',
        query: { vassalage: 'PT', gameType: 'RNG', nodeId: 'PT-RNG-002', gameCode: 'PT_RNG_002', tryPlay: true },
        to: '/game?vassalage=PT&gameType=RNG&nodeId=PT-RNG-002&gameCode=PT_RNG_002&try=1&name=Free+Spins',
      },
    },
  },
  {
    name: 'a trial account pressing Play on a real-money game needs a real account (refused)',
    target: slot,
    isTrial: true,
    plan: { access: 'realAccount', action: expect.objectContaining({ type: 'launch' }) },
  },
  ...(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] as const).map(
    (vendor): Row => ({
      name: `a LOTT game of ${vendor} opens /lottery with gameCode, vendor and playType`,
      target: lotteryGame(vendor, 'LOTT'),
      plan: {
        access: 'realAccount',
        action: { type: 'navigate', to: `/lottery?gameCode=X1&vendor=${vendor}&playType=${{ TCG_LOTTO_VN: 'ZY', TCG_SEA: 'SEA', LOTT: 'Lott' }[vendor]}` },
      },
    }),
  ),
  {
    name: 'an ELOTT game of ELOTT opens /lottery with its own play type',
    target: lotteryGame('ELOTT', 'ELOTT', 'Elott'),
    plan: { access: 'realAccount', action: { type: 'navigate', to: '/lottery?gameCode=X1&vendor=ELOTT&playType=Elott' } },
  },
  {
    name: "a lottery game's play type wins over its vendor's prize mode",
    target: lotteryGame('LOTT', 'LOTT', 'SEA'),
    plan: { access: 'realAccount', action: { type: 'navigate', to: '/lottery?gameCode=X1&vendor=LOTT&playType=SEA' } },
  },
  {
    name: 'a lottery vendor card opens its lobby on /lottery (no gameCode)',
    target: vendorCard('TCG_LOTTO_VN', 'LOTT'),
    plan: { access: 'realAccount', action: { type: 'navigate', to: '/lottery?vendor=TCG_LOTTO_VN&playType=ZY' } },
  },
  {
    name: 'a LOTT game of another vendor falls back to the third-party launch',
    target: lotteryGame('GG', 'LOTT'),
    plan: {
      access: 'realAccount',
      action: {
        type: 'launch',
        query: { vassalage: 'GG', gameType: 'LOTT', nodeId: 'GG-LOTT-X1', gameCode: 'X1' },
        to: '/game?vassalage=GG&gameType=LOTT&nodeId=GG-LOTT-X1&gameCode=X1&name=Draw+X1',
      },
    },
  },
  {
    name: 'a VASSALAGE tile opens the popup game list of its vendor',
    target: { ...slot, vassalage: 'BBIN', gameName: 'BBIN Lobby', isGame: 'VASSALAGE' },
    plan: { access: 'login', action: { type: 'popup', params: { vassalage: 'BBIN', gameType: 'RNG', title: 'BBIN Lobby' } } },
  },
  {
    name: 'an RNG vendor card stores the vendor and opens /rng on its tab',
    target: vendorCard('PT', 'RNG'),
    plan: { access: 'login', action: { type: 'categoryPage', gameType: 'RNG', vassalage: 'PT', to: '/rng?vendor=PT' } },
  },
  {
    name: 'a FISH vendor card opens /fish on its tab',
    target: vendorCard('CQ9', 'FISH'),
    plan: { access: 'login', action: { type: 'categoryPage', gameType: 'FISH', vassalage: 'CQ9', to: '/fish?vendor=CQ9' } },
  },
  {
    name: 'an RNG game (not a card) launches',
    target: slot,
    plan: { access: 'realAccount', action: expect.objectContaining({ type: 'launch' }) },
  },
  {
    name: "a cockfight vendor card starts directly: its vendor's game, launched",
    target: vendorCard('WS', 'COCKFIGHT'),
    plan: {
      access: 'realAccount',
      action: { type: 'launch', query: { vassalage: 'WS', gameType: 'COCKFIGHT' }, to: '/game?vassalage=WS&gameType=COCKFIGHT&name=WS+Gaming' },
    },
  },
  {
    name: 'a live vendor card launches its lobby, without the vendor node',
    target: vendorCard('AG', 'LIVE'),
    plan: {
      access: 'realAccount',
      action: { type: 'launch', query: { vassalage: 'AG', gameType: 'LIVE' }, to: '/game?vassalage=AG&gameType=LIVE&name=AG+Gaming' },
    },
  },
  {
    name: "FB's sports card opens /fbsports",
    target: vendorCard('FB', 'SPORTS'),
    plan: { access: 'realAccount', action: { type: 'navigate', to: '/fbsports' } },
  },
];

describe('planGameStart (spec section 4)', () => {
  it.each(rows)('$name', ({ target, options, isTrial = false, plan }) => {
    expect(planGameStart(target, options, { isTrial })).toEqual(plan);
  });

  it('never puts more than the game in /game’s address', () => {
    const plan = planGameStart(slot);
    expect(plan.action.type).toBe('launch');
    if (plan.action.type !== 'launch') return;
    expect(plan.action.to).not.toMatch(/token|session|url=/i);
  });
});

describe('helpers', () => {
  it('tells vendor cards from games', () => {
    expect(isVendorCard(vendorCard('PT', 'RNG'))).toBe(true);
    expect(isVendorCard(slot)).toBe(false);
    expect(isVendorCard({ vassalage: 'PT', gameType: 'RNG', code: 'X' })).toBe(false);
  });

  it("reads /game's address back into the launch it names", () => {
    const plan = planGameStart(freeSlot, { tryPlay: true });
    if (plan.action.type !== 'launch') throw new Error('expected a launch');
    const search = new URLSearchParams(plan.action.to.split('?')[1]);
    expect(readGamePageParams(search)).toEqual({ query: plan.action.query, name: 'Free Spins' });
    expect(readGamePageParams(new URLSearchParams('vassalage=PT'))).toBeNull();
    expect(readGamePageParams(new URLSearchParams('vassalage=pt&gameType=rng'))).toEqual({ query: { vassalage: 'pt', gameType: 'RNG' }, name: '' });
    expect(gamePagePath({ vassalage: 'PT', gameType: 'RNG' }, '', '/seamless')).toBe('/seamless?vassalage=PT&gameType=RNG');
  });

  it("reads /lottery's query", () => {
    expect(readLotteryQuery(new URLSearchParams('gameCode=VN_SSC1&vendor=tcg_lotto_vn&playType=ZY'))).toEqual({
      gameCode: 'VN_SSC1',
      vendor: 'TCG_LOTTO_VN',
      playType: 'ZY',
    });
    expect(readLotteryQuery(new URLSearchParams(''))).toEqual({ gameCode: null, vendor: null, playType: null });
  });

  it('finds the prize mode from the play type, else the vendor', () => {
    expect(prizeModeOf('TCG_SEA', null)).toBe('SEA');
    expect(prizeModeOf('LOTT', 'ZY')).toBe('ZY');
    expect(prizeModeOf('LOTT', 'bogus')).toBe('Lott');
    expect(prizeModeOf('GG', null)).toBeNull();
    expect(prizeModeOf(null, null)).toBeNull();
    expect(lotteryPath('ELOTT')).toBe('/lottery?vendor=ELOTT&playType=Elott');
  });

  it('turns a lottery game of the menus into a start of the lottery flow', () => {
    const target = lotteryGameTarget({ gameCode: 'VN_SSC1', gameName: 'Vietnam SSC', prizeMode: 'ZY', vendor: 'TCG_LOTTO_VN' });
    expect(planGameStart(target).action).toEqual({ type: 'navigate', to: '/lottery?gameCode=VN_SSC1&vendor=TCG_LOTTO_VN&playType=ZY' });
    expect(lotteryGameTarget({ gameCode: 'E1', gameName: 'E1', prizeMode: 'Elott', vendor: 'ELOTT' }).gameType).toBe('ELOTT');
  });

  it("finds a category's lobby", () => {
    expect(lobbyPath('RNG')).toBe('/rng');
    expect(lobbyPath('elott')).toBe('/elott');
    expect(lobbyPath('COCKFIGHT')).toBe('/');
    expect(lobbyPath(undefined)).toBe('/');
  });
});
