import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS } from './calls';
import type { CallName } from './calls';
import type { CallSpec, HttpMethod } from './define-call';

const entries = Object.entries(CALLS) as [CallName, CallSpec][];
const key = (call: Pick<CallSpec, 'method' | 'path'>) => `${call.method} ${call.path}`;

function callAt(method: HttpMethod, path: string): [CallName, CallSpec] | undefined {
  return entries.find(([, call]) => call.method === method && call.path === path);
}

/**
 * Section 7's table of the spec, row by row: method, path, and the flags the spec gives. `auth`
 * is what the table's notes or section 6's lists say; null where the spec says neither (the
 * README records our choice). `encrypted` is the table's "encrypted" mark.
 */
const SECTION_7: readonly { purpose: string; method: HttpMethod; path: string; auth: boolean | null; encrypted: boolean }[] = [
  { purpose: 'login', method: 'POST', path: '/wps/session/login', auth: false, encrypted: true },
  { purpose: 'SMS code, no login', method: 'POST', path: '/wps/verification/sms/noLogin', auth: null, encrypted: false },
  { purpose: 'whitelabel menu', method: 'GET', path: '/wps/system/whitelabel', auth: false, encrypted: false },
  { purpose: 'avatar', method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', auth: true, encrypted: false },
  { purpose: 'game menus', method: 'GET', path: '/lgw/games/game_menus', auth: false, encrypted: false },
  { purpose: 'member info', method: 'GET', path: '/wps/member/info', auth: true, encrypted: false },
  { purpose: 'register', method: 'PUT', path: '/wps/member/register', auth: false, encrypted: true },
  { purpose: 'mobile register', method: 'PUT', path: '/wps/member/register/mobile', auth: false, encrypted: true },
  { purpose: 'change password', method: 'POST', path: '/wps/member/password', auth: true, encrypted: true },
  { purpose: 'affiliate', method: 'GET', path: '/wps/agent/affiliate', auth: null, encrypted: false },
  { purpose: 'register settings', method: 'GET', path: '/wps/system/setting/register', auth: null, encrypted: false },
  { purpose: 'forgot password by email', method: 'POST', path: '/wps/member/password/email', auth: false, encrypted: false },
  { purpose: 'free play login', method: 'POST', path: '/wps/session/login/freeplay', auth: false, encrypted: false },
  { purpose: 'captcha', method: 'GET', path: '/wps/captcha', auth: false, encrypted: false },
  { purpose: 'member icon', method: 'GET', path: '/wps/member/info/icon', auth: true, encrypted: false },
  { purpose: 'system status / permission', method: 'GET', path: '/wps/system/status', auth: null, encrypted: false },
  { purpose: 'set password by phone', method: 'POST', path: '/wps/member/password/verification', auth: false, encrypted: true },
  { purpose: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', auth: true, encrypted: false },
  { purpose: 'wallet transfer', method: 'POST', path: '/wps/relay/GCS_walletTransfer', auth: true, encrypted: false },
  { purpose: 'logout', method: 'DELETE', path: '/wps/session/logout', auth: true, encrypted: false },
  { purpose: 'game list', method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: true, encrypted: false },
  { purpose: 'recent games', method: 'GET', path: '/wps/relay/GCS_recentGame', auth: true, encrypted: false },
  { purpose: 'hot games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', auth: false, encrypted: false },
  { purpose: 'launch for FB', method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', auth: true, encrypted: false },
  { purpose: 'PvP rooms', method: 'GET', path: '/wps/relay/GLS2_roomList', auth: true, encrypted: false },
  { purpose: 'launch game', method: 'GET', path: '/wps/game/launchGame', auth: true, encrypted: false },
  { purpose: 'lottery menus', method: 'GET', path: '/lgw/vn/games/game_menu', auth: null, encrypted: false },
  { purpose: 'lottery menus (recent)', method: 'GET', path: '/lgw/vn/games/game_menu/recent', auth: true, encrypted: false },
  { purpose: 'popular games', method: 'GET', path: '/lgw/games/popular', auth: null, encrypted: false },
  { purpose: 'VN numbers', method: 'GET', path: '/lgw/vn/numeros/opened/game', auth: null, encrypted: false },
  { purpose: 'opened numero', method: 'GET', path: '/lotto/lgw/games/opened/numero', auth: null, encrypted: false },
  { purpose: 'consolidated funds', method: 'GET', path: '/wps/member/info/funds/consolidated', auth: true, encrypted: false },
  { purpose: 'domain route', method: 'GET', path: '/wps/system/domainRoute', auth: null, encrypted: false },
  { purpose: 'feedback', method: 'PUT', path: '/wps/feedback', auth: null, encrypted: false },
  { purpose: 'unread count', method: 'GET', path: '/wps/relay/CSP_unreadCount', auth: true, encrypted: false },
  { purpose: 'help centre', method: 'GET', path: '/wps/system/helpCenter', auth: false, encrypted: false },
];

/** Section 6: "Calls needing a token (member-only)", phrase by phrase, with the calls each covers. */
const TOKEN_CALLS: Readonly<Record<string, readonly CallName[]>> = {
  'member info': ['memberInfo'],
  icon: ['memberIcon', 'playerAvatar'],
  'change password': ['changePassword'],
  balance: ['balance'],
  'wallet transfer': ['walletTransfer'],
  logout: ['logout'],
  favourite: ['favouriteIds', 'favourites', 'addFavourite', 'removeFavourite'],
  recent: ['recentGames', 'lotteryRecentMenu'],
  'game lists': ['gameList'],
  vendors: ['gameVendors'],
  'PvP rooms and launch': ['pvpRooms', 'launchGame', 'gameLaunchFB'],
  'points and redeem': ['pointsBalance', 'redeemList', 'redeem', 'convertPoints', 'redeemRecords', 'pointsDetails'],
  'consolidated funds': ['consolidatedFunds'],
  'salary and dividend processing': ['hourlySalaryContract', 'dailySalaryContract', 'realtimeSalaryContract', 'dividendRequest'],
  'unread count': ['unreadCount'],
  'mission calls': ['missionSummary', 'missionLeaderboard'],
  'raffle claim': ['raffleClaim'],
};

/** Section 6: "Public", phrase by phrase. */
const PUBLIC_CALLS: Readonly<Record<string, readonly CallName[]>> = {
  login: ['login'],
  register: ['register', 'registerMobile'],
  'menu and whitelabel': ['gameMenus', 'whitelabel'],
  captcha: ['captcha'],
  'forgot password': ['forgotPasswordByEmail', 'setPasswordByPhone'],
  'free play': ['freePlayLogin'],
  'hot games': ['hotGames'],
  announcements: ['announcements'],
  help: ['helpCenter', 'helpArticle'],
};

/**
 * Section 7's calls "whose path is not shown", with the method the spec gives them (customer
 * service has none; we made it a GET).
 */
const WITHOUT_PATH: readonly { purpose: string; name: CallName; method: HttpMethod }[] = [
  { purpose: 'announcements', name: 'announcements', method: 'GET' },
  { purpose: 'game vendor', name: 'gameVendors', method: 'GET' },
  { purpose: 'favourite ids', name: 'favouriteIds', method: 'GET' },
  { purpose: 'favourite list', name: 'favourites', method: 'GET' },
  { purpose: 'merchant wallet', name: 'merchantWallet', method: 'GET' },
  { purpose: 'notices', name: 'notices', method: 'GET' },
  { purpose: 'winner board', name: 'winnerBoard', method: 'GET' },
  { purpose: 'mission summary', name: 'missionSummary', method: 'GET' },
  { purpose: 'mission leaderboard', name: 'missionLeaderboard', method: 'GET' },
  { purpose: 'country code', name: 'countryCode', method: 'GET' },
  { purpose: 'registration validation rules', name: 'validationRules', method: 'GET' },
  { purpose: 'routers', name: 'routers', method: 'GET' },
  { purpose: 'help', name: 'helpArticle', method: 'GET' },
  { purpose: 'points balance', name: 'pointsBalance', method: 'GET' },
  { purpose: 'reward', name: 'reward', method: 'GET' },
  { purpose: 'redeem list', name: 'redeemList', method: 'GET' },
  { purpose: 'config', name: 'siteConfig', method: 'GET' },
  { purpose: 'member transactions', name: 'memberTransactions', method: 'GET' },
  { purpose: 'favourite add', name: 'addFavourite', method: 'POST' },
  { purpose: 'favourite remove', name: 'removeFavourite', method: 'POST' },
  { purpose: 'update language', name: 'updateLanguage', method: 'POST' },
  { purpose: 'redeem with password check', name: 'redeem', method: 'POST' },
  { purpose: 'convert point with password check', name: 'convertPoints', method: 'POST' },
  { purpose: 'contract hourly salary', name: 'hourlySalaryContract', method: 'POST' },
  { purpose: 'real-time salary contract', name: 'realtimeSalaryContract', method: 'POST' },
  { purpose: 'raffle promotion claim', name: 'raffleClaim', method: 'POST' },
  { purpose: 'username registration SMS', name: 'registerSms', method: 'POST' },
  { purpose: 'mobile registration SMS', name: 'registerMobileSms', method: 'POST' },
  { purpose: 'dividend request', name: 'dividendRequest', method: 'POST' },
  { purpose: 'daily salary processing', name: 'dailySalaryContract', method: 'POST' },
  { purpose: 'customer service (getService)', name: 'customerService', method: 'GET' },
];

/** The spec's encrypted calls: login, register, mobile register, change password, set password by phone. */
const ENCRYPTED: readonly CallName[] = ['login', 'register', 'registerMobile', 'changePassword', 'setPasswordByPhone'];

describe('the contract registry', () => {
  it('is frozen, and so is every definition', () => {
    expect(Object.isFrozen(CALLS)).toBe(true);
    for (const [name, call] of entries) expect(Object.isFrozen(call), name).toBe(true);
  });

  it('gives every call a unique method and path', () => {
    const seen = new Map<string, CallName>();
    for (const [name, call] of entries) {
      const other = seen.get(key(call));
      expect(other, `${name} and ${other} share ${key(call)}`).toBeUndefined();
      seen.set(key(call), name);
    }
    expect(seen.size).toBe(entries.length);
  });

  it('puts every path under /wps/, /lgw/ or /lotto/lgw/, with no query, space or trailing slash', () => {
    for (const [name, call] of entries) {
      expect(call.path, name).toMatch(/^\/(wps|lgw|lotto\/lgw)\/[A-Za-z0-9_/]+$/);
      expect(call.path.endsWith('/'), name).toBe(false);
      expect(['GET', 'POST', 'PUT', 'DELETE'], name).toContain(call.method);
    }
  });

  it('holds every call of section 7 with its method, path and flags', () => {
    for (const row of SECTION_7) {
      const found = callAt(row.method, row.path);
      expect(found, `${row.purpose}: ${row.method} ${row.path}`).toBeDefined();
      const [name, call] = found!;
      expect(call.encrypted, `${row.purpose} (${name}) encrypted`).toBe(row.encrypted);
      if (row.auth !== null) expect(call.auth, `${row.purpose} (${name}) token`).toBe(row.auth);
    }
  });

  it('holds every call section 7 lists without a path, with the method the spec gives, on a path of our own', () => {
    const section7Paths = new Set(SECTION_7.map(key));
    for (const row of WITHOUT_PATH) {
      const call = CALLS[row.name];
      expect(call, row.purpose).toBeDefined();
      expect(call.method, row.purpose).toBe(row.method);
      expect(section7Paths.has(key(call)), `${row.purpose} reuses a section 7 path`).toBe(false);
    }
  });

  it('encrypts exactly login, register, mobile register, change password and set password by phone', () => {
    const encrypted = entries.filter(([, call]) => call.encrypted).map(([name]) => name);
    expect(encrypted.sort()).toEqual([...ENCRYPTED].sort());
  });

  it('asks for the token on every call of section 6 "needing a token"', () => {
    for (const [phrase, names] of Object.entries(TOKEN_CALLS)) {
      for (const name of names) expect(CALLS[name].auth, `${phrase}: ${name}`).toBe(true);
    }
  });

  it('leaves every call of section 6 "public" without the token', () => {
    for (const [phrase, names] of Object.entries(PUBLIC_CALLS)) {
      for (const name of names) expect(CALLS[name].auth, `${phrase}: ${name}`).toBe(false);
    }
  });

  it('includes the system status and the public key calls', () => {
    expect(CALLS.systemStatus).toEqual({ method: 'GET', path: '/wps/system/status', auth: false, encrypted: false });
    expect(CALLS.publicKey).toMatchObject({ method: 'GET', auth: false, encrypted: false });
  });
});

interface ReadmeRow {
  name: string;
  method: string;
  path: string;
  token: string;
  encrypted: string;
  notes: string;
}

/** The rows of the README's call table (the table whose header starts `| name | method | path |`). */
function readmeCallTable(): ReadmeRow[] {
  const lines = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').split(/\r?\n/);
  const header = lines.findIndex((line) => /^\|\s*name\s*\|\s*method\s*\|\s*path\s*\|\s*token\s*\|\s*encrypted\s*\|\s*notes\s*\|$/i.test(line.trim()));
  if (header === -1) throw new Error('README.md has no table with the header | name | method | path | token | encrypted | notes |');
  const rows: ReadmeRow[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.trim().startsWith('|')) break;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
    const [name = '', method = '', path = '', token = '', encrypted = '', notes = ''] = cells;
    rows.push({ name, method, path, token, encrypted, notes });
  }
  return rows;
}

describe('the README', () => {
  it('lists exactly the registry calls, each once', () => {
    const rows = readmeCallTable();
    const names = rows.map((row) => row.name);
    expect(new Set(names).size, 'a call is listed twice').toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('gives each call the method, path and flags of the registry', () => {
    for (const row of readmeCallTable()) {
      const call = CALLS[row.name as CallName];
      expect(call, row.name).toBeDefined();
      expect({ method: row.method, path: row.path, token: row.token, encrypted: row.encrypted }, row.name).toEqual({
        method: call.method,
        path: call.path,
        token: call.auth ? 'yes' : 'no',
        encrypted: call.encrypted ? 'yes' : 'no',
      });
    }
  });
});
