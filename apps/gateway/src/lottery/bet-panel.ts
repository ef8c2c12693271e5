import { NUMBER_LOCALE } from '../demo-game/texts';
import { localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { escapeXml as escapeHtml } from '../shared/svg';
import type { LotteryGameRecord } from './lottery-records';
import { LOTTERY_PAGE_PATH } from './lottery-launch';
import { LOTTERY_STAKES_CENTS, lotteryPlay } from './paytable';
import { PAGE_TEXT } from './page-text';

/** The address of the bet form's script (the page has no inline script). */
export const LOTTERY_BET_SCRIPT_PATH = `${LOTTERY_PAGE_PATH}/bet.js`;

/** Whether the page takes the visitor's bets, and why not. */
export type BetAccess =
  | { status: 'open'; token: string; balance: number }
  /** Opened without a live launch (a shared address, a reload, a spent ticket, a session that ended). */
  | { status: 'login' }
  /** A trial account or a free-play launch. */
  | { status: 'realAccount' };

/** The texts the bet script shows, in the page's language. */
const SCRIPT_TEXTS = ['placing', 'placed', 'choosePick', 'closed', 'insufficient', 'retry', 'expired'] as const;

function money(amount: number, locale: ContentLocale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** The bet form for the game's next draw, or the note saying how to bet. */
export function renderBetPanel(game: LotteryGameRecord, access: BetAccess, locale: ContentLocale): string {
  const t = (key: keyof typeof PAGE_TEXT) => escapeHtml(localize(PAGE_TEXT[key], locale));
  const play = lotteryPlay(game.lottery_type);
  if (access.status !== 'open' || !play) {
    return `<p class="notice" role="note">${t(access.status === 'realAccount' ? 'realAccount' : 'loginToBet')}</p>`;
  }
  const rule = localize(PAGE_TEXT[play.position === 'FIRST' ? 'ruleFirst' : 'ruleSpecial'], locale).replace('{multiple}', String(play.multiple));
  const picks = play.picks
    .map((pick) => `<input type="radio" class="pick-input" name="pick" id="pick-${pick}" value="${pick}"><label class="pick" for="pick-${pick}">${pick}</label>`)
    .join('');
  const stakes = LOTTERY_STAKES_CENTS.map(
    (cents, index) => `<option value="${cents / 100}"${index === 0 ? ' selected' : ''}>${escapeHtml(money(cents / 100, locale))}</option>`,
  ).join('');
  const scriptData = JSON.stringify({
    texts: Object.fromEntries(SCRIPT_TEXTS.map((key) => [key, localize(PAGE_TEXT[key], locale)])),
    numberLocale: NUMBER_LOCALE[locale],
  });
  return `<section class="panel" id="bet-panel" aria-labelledby="bet-title" data-session="${escapeHtml(access.token)}" data-bet="${escapeHtml(scriptData)}">
<h2 id="bet-title">${t('betTitle')}</h2>
<p>${escapeHtml(rule)}</p>
<p>${t('balance')}: <span id="bet-balance">${escapeHtml(money(access.balance, locale))}</span></p>
<form id="bet-form" class="bet-form">
<fieldset class="picks"><legend>${t('yourPick')}</legend>${picks}</fieldset>
<div class="bet-row"><label for="stake">${t('stake')}</label> <select id="stake" name="stake">${stakes}</select>
<button type="submit" id="place-bet">${t('placeBet')}</button></div>
</form>
<p id="bet-status" class="bet-status" role="status" aria-live="polite"></p>
<p class="hint">${t('cutoff')}</p>
</section>
<script src="${LOTTERY_BET_SCRIPT_PATH}" defer></script>`;
}
