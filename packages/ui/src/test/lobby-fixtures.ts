import type { Banner, Game, GameCategory, Notice, Vendor } from '../lobby/types';

/** A picture as an SVG data URL: offline fixtures for icons, logos and banners. */
export function svgPicture(width: number, height: number, background: string, text: string, foreground = '#ffffff'): string {
  const size = Math.round(Math.min(width, height) / (text.length > 4 ? 4.5 : 3));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/>` +
    `<stop offset="1" stop-color="#1b1030"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${foreground}" ` +
    `text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const vendor = (vassalage: string, displayName: string, gameType: string, isHot = 0): Vendor => ({
  vassalage,
  displayName,
  gameType,
  isHot,
  logoUrl: svgPicture(160, 64, '#2d3b8f', vassalage),
});

/** One category's vendors from [code, display name] pairs; the first `hotCount` of them are hot. */
const vendorsOf = (gameType: string, hotCount: number, pairs: Array<[string, string]>): Vendor[] =>
  pairs.map(([vassalage, displayName], index) => vendor(vassalage, displayName, gameType, index < hotCount ? 1 : 0));

/** Vendors by category code, as the game-vendor call lists them (the spec's providers). */
export const VENDORS: Record<string, Vendor[]> = {
  RNG: vendorsOf('RNG', 2, [
    ['PT', 'Playtech'], ['CQ9', 'CQ9 Gaming'], ['MG', 'Microgaming'], ['PNG', "Play'n GO"], ['TTG', 'TTG Slots'], ['ISB', 'iSoftBet'],
    ['RTG', 'Realtime Gaming'], ['GG', 'GG Slots'], ['KX', 'KX Gaming'], ['MGS', 'MGS Slots'], ['SBT', 'SBT Slots'],
  ]),
  FISH: vendorsOf('FISH', 1, [
    ['CQ9', 'CQ9 Fishing'], ['KY', 'Kaiyuan Fishing'], ['TH', 'TH Fishing'], ['GG', 'GG Fishing'], ['BG', 'BG Fishing'], ['WS', 'WS Fishing'],
  ]),
  LIVE: vendorsOf('LIVE', 1, [
    ['AG', 'Asia Gaming'], ['BBIN', 'BBIN Live'], ['DG', 'Dream Gaming'], ['EA', 'Entwine Asia'], ['OG', 'Oriental Game'], ['AE', 'AE Sexy'],
    ['WD', 'WD Live'],
  ]),
  PVP: vendorsOf('PVP', 1, [['KY', 'Kaiyuan Cards'], ['TH', 'TH Cards'], ['XY', 'XY Cards'], ['LOTUS', 'Lotus Cards'], ['TGP', 'TGP Cards']]),
  SPORTS: vendorsOf('SPORTS', 1, [['IBC', 'IBC Sports'], ['SBT', 'SBT Sports'], ['UG', 'UG Sports']]),
  LOTT: [
    ...vendorsOf('LOTT', 0, [['TCG_LOTTO_VN', 'VN Lottery'], ['TCG_SEA', 'SEA Lottery'], ['LOTT', 'Lottery']]),
    vendor('ELOTT', 'E-Lottery', 'ELOTT'),
  ],
};

/** The header's categories with their vendors (RNG has exactly 11, so it shows "more"). */
export const CATEGORIES: GameCategory[] = [
  { code: 'RNG', name: 'Slots', vendors: VENDORS.RNG!, isHot: 1 },
  { code: 'LIVE', name: 'Live casino', vendors: VENDORS.LIVE! },
  { code: 'FISH', name: 'Fishing', vendors: VENDORS.FISH! },
  { code: 'PVP', name: 'Card games', vendors: VENDORS.PVP! },
  { code: 'SPORTS', name: 'Sports', vendors: VENDORS.SPORTS! },
  { code: 'LOTT', name: 'Lottery', vendors: VENDORS.LOTT! },
];

const WORDS = ['Dragon', 'Fortune', 'Golden', 'Lucky', 'Panda', 'Tiger', 'Lotus', 'Jade', 'Phoenix', 'Koi', 'Emperor', 'Treasure', 'Monkey', 'Star', 'Ocean', 'Temple'];
const NOUNS = ['Riches', 'Empire', 'Reels', 'Legend', 'Palace', 'Quest', 'Blaze', 'Gems', 'Hunter', 'Feast', 'Festival', 'Spin'];
const COLOURS = ['#b3122e', '#0b6e4f', '#6a1b9a', '#c77700', '#1565c0', '#00838f', '#ad1457', '#4e342e'];
const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75];
const CLASSIFICATIONS = ['jackpot', 'table', 'arcade', 'bingo'];

/**
 * `count` games of one category, spread over its vendors, deterministic so stories and tests
 * see the same list every time. Every 7th is hot, every 9th new, every 5th has no real-money
 * play (a free trial), and the icon key varies so the fallback order is exercised.
 */
export function makeGames(count: number, gameType = 'RNG', start = 0): Game[] {
  const vendors = VENDORS[gameType] ?? VENDORS.RNG!;
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const owner = vendors[index % vendors.length]!;
    const name = `${WORDS[index % WORDS.length]} ${NOUNS[Math.floor(index / WORDS.length) % NOUNS.length]}${index >= WORDS.length * NOUNS.length ? ` ${Math.floor(index / (WORDS.length * NOUNS.length)) + 1}` : ''}`;
    const icon = svgPicture(200, 200, COLOURS[index % COLOURS.length]!, name.split(' ').map((word) => word[0]).join(''));
    const iconKey = (['iconUrl', 'showIcon', 'lagerIcon', 'url'] as const)[index % 4]!;
    return {
      nodeId: `${gameType}-${index + 1}`,
      vassalage: owner.vassalage,
      gameType,
      gameName: name,
      displayName: owner.displayName,
      [iconKey]: icon,
      isHot: index % 7 === 0 ? 1 : 0,
      isNew: index % 9 === 4 ? 1 : 0,
      supportPlay: index % 5 === 2 ? 0 : 1,
      gameCode: `${owner.vassalage}_${index + 1}`,
      minBet: MIN_BETS[index % MIN_BETS.length],
      gameClassify: CLASSIFICATIONS[index % CLASSIFICATIONS.length],
    };
  });
}

const banner = (bannerId: number, groupName: string, text: string, colour: string, linkageType: string | null = null, linkage: string | null = null): Banner => ({
  bannerId,
  groupName,
  url: svgPicture(1200, 360, colour, text),
  linkageType,
  linkage,
  title: text,
});

/** Banners of the home group (three, one linked to a promotion) and the activity gift's three. */
export const BANNERS: Banner[] = [
  banner(1, 'w_home', 'Welcome bonus 100%', '#b3122e', 'PROMOTION', 'welcome-bonus'),
  banner(2, 'w_home', 'Daily jackpot', '#c77700'),
  banner(3, 'w_home', 'Live casino week', '#0b6e4f', 'GAME', 'LIVE'),
  banner(4, 'w_rng', 'New slots every Friday', '#6a1b9a'),
  { bannerId: 11, groupName: 'w_topup_1', url: svgPicture(96, 96, '#c77700', 'GIFT'), title: 'Gift' },
  { bannerId: 12, groupName: 'w_topup_2', url: svgPicture(240, 96, '#b3122e', 'TOP UP +20%'), title: 'Top up and get 20% more' },
  { bannerId: 13, groupName: 'w_topup_3', url: svgPicture(480, 640, '#6a1b9a', 'Deposit bonus'), title: 'Deposit bonus: 20% on every top-up this week' },
];

/** Notices with rich-text bodies, newest first; the last carries hostile HTML for the sanitiser. */
export const NOTICES: Notice[] = [
  ...Array.from({ length: 11 }, (_, index): Notice => ({
    id: index + 1,
    title: [
      'System maintenance on Sunday 02:00-04:00',
      'New slots from Playtech',
      'Deposit bonus 20% this week',
      'Live casino tables extended',
      'Lottery results now every 5 minutes',
      'Points mall: new rewards',
      'Responsible gaming reminder',
      'Mobile app updated',
      'Sports: weekend specials',
      'VIP club upgrades',
      'Refer a friend and earn',
    ][index]!,
    content: `<p>Dear member,</p><p>${'This is notice number ' + (index + 1)}. <strong>Terms apply.</strong></p><ul><li>Starts today</li><li>Ends in 7 days</li></ul>`,
    createTime: Date.UTC(2026, 10, 21 - index, 9, 30, 15),
  })),
  {
    id: 99,
    title: 'Notice with unsafe HTML',
    content:
      '<p onclick="alert(1)">Hello</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">' +
      '<a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe><p style="color:red">kept text</p>',
    createTime: Date.UTC(2026, 9, 1, 0, 0, 0),
  },
];
