import { hashString } from '../shared/seeded-random';
import { GRADIENTS, escapeXml, initials } from '../shared/svg';

export interface IconSubject {
  nodeId: string;
  name: string;
  gameType: string;
  vendorCode: string;
}

/** A motif per game type, drawn in a 200 by 200 box at low opacity behind the initials. */
const MOTIFS: Readonly<Record<string, string>> = {
  RNG: '<polygon points="100,18 121,76 182,76 133,112 151,170 100,134 49,170 67,112 18,76 79,76"/>',
  FISH: '<ellipse cx="90" cy="100" rx="62" ry="36"/><polygon points="142,100 186,68 186,132"/>',
  LIVE: '<circle cx="100" cy="100" r="76"/><circle cx="100" cy="100" r="50" fill-opacity=".6"/>',
  PVP: '<rect x="40" y="34" width="78" height="112" rx="10" transform="rotate(-12 79 90)"/><rect x="84" y="52" width="78" height="112" rx="10" transform="rotate(12 123 108)"/>',
  SPORTS: '<circle cx="100" cy="100" r="74"/><polygon points="100,66 132,89 120,127 80,127 68,89" fill-opacity=".6"/>',
  ESPORTS: '<rect x="26" y="66" width="148" height="72" rx="36"/><circle cx="62" cy="102" r="14" fill-opacity=".6"/><circle cx="140" cy="96" r="9" fill-opacity=".6"/><circle cx="156" cy="112" r="9" fill-opacity=".6"/>',
  LOTT: '<circle cx="58" cy="112" r="34"/><circle cx="142" cy="112" r="34"/><circle cx="100" cy="66" r="34"/>',
  ELOTT: '<circle cx="58" cy="112" r="34"/><circle cx="142" cy="112" r="34"/><circle cx="100" cy="66" r="34"/>',
  COCKFIGHT: '<path d="M40 160 C60 80 120 40 170 30 C150 80 120 130 40 160 Z"/>',
};

/**
 * A game's icon: a gradient and a motif chosen by its type, its initials and its vendor, all
 * derived from the game so the same game always gets the same picture.
 */
export function renderGameIcon(game: IconSubject): string {
  const hash = hashString(game.nodeId);
  const [from, to] = GRADIENTS[hash % GRADIENTS.length]!;
  const rotation = (hash >>> 8) % 40 - 20;
  const motif = MOTIFS[game.gameType] ?? MOTIFS.RNG!;
  const name = escapeXml(game.name);
  const mark = escapeXml(initials(game.name));
  const vendor = escapeXml(game.vendorCode.replaceAll('_', ' '));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="24" fill="url(#g)"/>` +
    `<g fill="#fff" fill-opacity=".16" transform="rotate(${rotation} 100 100)">${motif}</g>` +
    `<text x="100" y="100" text-anchor="middle" dominant-baseline="central" font-family="Arial,Helvetica,sans-serif" font-size="68" font-weight="700" fill="#fff">${mark}</text>` +
    `<text x="100" y="176" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="#fff" fill-opacity=".85" letter-spacing="2">${vendor}</text>` +
    `</svg>`
  );
}
