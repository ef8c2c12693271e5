import { localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { escapeXml } from '../shared/svg';
import type { DemoGameSession } from './game-session';
import { DEMO_SLOT_PATH } from './game-session';
import { BET_OPTIONS_CENTS, SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES } from './slot-machine';
import { HTML_LANG, NUMBER_LOCALE, SLOT_TEXTS, SYMBOL_GLYPHS, SYMBOL_NAMES } from './texts';
import type { SlotTextKey } from './texts';

/** The addresses of the page's own stylesheet and script (the CSP allows only 'self'). */
export const SLOT_STYLESHEET_PATH = `${DEMO_SLOT_PATH}/slot.css`;
export const SLOT_SCRIPT_PATH = `${DEMO_SLOT_PATH}/slot.js`;

const escape = escapeXml;

function money(amount: number, locale: ContentLocale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** What the script needs, handed over in data attributes (no inline script). */
function scriptData(locale: ContentLocale): string {
  const texts = Object.fromEntries(Object.keys(SLOT_TEXTS).map((key) => [key, localize(SLOT_TEXTS[key as SlotTextKey], locale)]));
  const symbols = Object.fromEntries(SYMBOLS.map((symbol) => [symbol, { name: localize(SYMBOL_NAMES[symbol], locale), glyph: SYMBOL_GLYPHS[symbol] }]));
  return JSON.stringify({ texts, symbols, numberLocale: NUMBER_LOCALE[locale] });
}

function reel(index: number, locale: ContentLocale): string {
  const symbol = SYMBOLS[index % SYMBOLS.length]!;
  return `<li class="reel" id="reel-${index}"><span class="glyph" aria-hidden="true">${SYMBOL_GLYPHS[symbol]}</span><span class="visually-hidden">${escape(localize(SYMBOL_NAMES[symbol], locale))}</span></li>`;
}

function paytable(locale: ContentLocale): string {
  const text = (key: SlotTextKey) => escape(localize(SLOT_TEXTS[key], locale));
  const pays = (n: number) => escape(fill(localize(SLOT_TEXTS.timesBet, locale), { n: String(n) }));
  const rows = [...SYMBOLS]
    .reverse()
    .map((symbol) => {
      const name = escape(localize(SYMBOL_NAMES[symbol], locale));
      const glyphs = `<span aria-hidden="true">${SYMBOL_GLYPHS[symbol].repeat(3)}</span>`;
      return `<tr><th scope="row">${glyphs} <span class="combo-name">3 × ${name}</span></th><td>${pays(THREE_OF_A_KIND[symbol])}</td></tr>`;
    })
    .join('');
  const cherries = `<tr><th scope="row"><span aria-hidden="true">${SYMBOL_GLYPHS.CHERRY.repeat(2)}</span> <span class="combo-name">${text('twoCherries')}</span></th><td>${pays(TWO_CHERRIES)}</td></tr>`;
  return `<section class="paytable" aria-labelledby="paytable-title">
  <h2 id="paytable-title">${text('paytable')}</h2>
  <table><thead><tr><th scope="col">${text('combination')}</th><th scope="col">${text('pays')}</th></tr></thead>
  <tbody>${rows}${cherries}</tbody></table>
</section>`;
}

/** The demo slot's page for an open session, in the session's language. */
export function renderSlotPage(session: DemoGameSession, token: string, balance: number): string {
  const locale = session.locale;
  const text = (key: SlotTextKey) => escape(localize(SLOT_TEXTS[key], locale));
  const betOptions = BET_OPTIONS_CENTS.map(
    (cents) => `<option value="${(cents / 100).toFixed(2)}"${cents === 100 ? ' selected' : ''}>${escape(money(cents / 100, locale))}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escape(session.gameName)} · ${text('demoSlot')}</title>
<link rel="stylesheet" href="${SLOT_STYLESHEET_PATH}">
<script src="${SLOT_SCRIPT_PATH}" defer></script>
</head>
<body>
<main class="slot" id="slot" data-session="${escape(token)}" data-slot="${escape(scriptData(locale))}">
  <header class="slot-header">
    <h1>${escape(session.gameName)}</h1>
    <p class="mode">${session.tryPlay ? text('tryMode') : text('realMode')}</p>
  </header>
  <ul class="reels" aria-label="${text('reels')}">${[0, 1, 2].map((index) => reel(index, locale)).join('')}</ul>
  <p class="result" id="result" role="status" aria-live="polite">${text('ready')}</p>
  <dl class="meters">
    <div><dt>${text('balance')}</dt><dd id="balance">${escape(money(balance, locale))}</dd></div>
    <div><dt>${text('lastWin')}</dt><dd id="last-win">${escape(money(0, locale))}</dd></div>
  </dl>
  <form class="controls" id="spin-form">
    <label for="bet">${text('bet')}</label>
    <select id="bet" name="bet">${betOptions}</select>
    <button type="submit" id="spin">${text('spin')}</button>
  </form>
  ${paytable(locale)}
</main>
</body>
</html>
`;
}

/** Why the slot cannot open: the launch's ticket is spent (used, expired, unknown), or the session has ended. */
export type SlotClosedReason = 'ticketSpent' | 'sessionEnded';

/** The page of a game that cannot open, in the three languages (its language is not known). */
export function renderSessionEndedPage(reason: SlotClosedReason): string {
  const expired = reason === 'ticketSpent' ? SLOT_TEXTS.launchAgain : SLOT_TEXTS.expired;
  return `<!doctype html>
<html lang="ms">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(SLOT_TEXTS.demoSlot.ms)}</title>
<link rel="stylesheet" href="${SLOT_STYLESHEET_PATH}">
</head>
<body>
<main class="slot ended">
  <h1>${escape(SLOT_TEXTS.demoSlot.ms)}</h1>
  <p>${escape(expired.ms)}</p>
  <p lang="en">${escape(expired.en)}</p>
  <p lang="zh-Hans">${escape(expired.zh)}</p>
</main>
</body>
</html>
`;
}
