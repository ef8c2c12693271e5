import { localize } from '../../http/locale';
import type { ContentLocale } from '../../http/locale';
import { escapeXml } from '../../shared/svg';
import { CASHIER_TEXTS } from './cashier-texts';
import type { CashierTextKey } from './cashier-texts';
import { DEMO_CASHIER_PATH } from './demo-provider';

/** The addresses of the cashier's own stylesheet and script, and of the player's choice. */
export const CASHIER_STYLESHEET_PATH = `${DEMO_CASHIER_PATH}/cashier.css`;
export const CASHIER_SCRIPT_PATH = `${DEMO_CASHIER_PATH}/cashier.js`;
export const CASHIER_PAY_PATH = `${DEMO_CASHIER_PATH}/pay`;

const HTML_LANG: Record<ContentLocale, string> = { ms: 'ms', en: 'en', zh: 'zh-Hans' };
const NUMBER_LOCALE: Record<ContentLocale, string> = { ms: 'ms-MY', en: 'en-MY', zh: 'zh-CN' };

/** An order as its cashier page shows it. */
export interface CashierOrder {
  orderNo: string;
  merchantName: string;
  channelName: string;
  amount: number;
  reference: string;
  expiresAt: Date;
}

function head(locale: ContentLocale, withScript: boolean): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeXml(localize(CASHIER_TEXTS.title, locale))}</title>
<link rel="stylesheet" href="${CASHIER_STYLESHEET_PATH}">${withScript ? `\n<script src="${CASHIER_SCRIPT_PATH}" defer></script>` : ''}`;
}

/**
 * The demo cashier's page for an order: what is paid and three choices (pay, fail, leave
 * pending). No inline script and no secret: the page holds only its own order's token, which the
 * script sends with the choice.
 */
export function renderCashierPage(order: CashierOrder, token: string, locale: ContentLocale): string {
  const text = (key: CashierTextKey) => escapeXml(localize(CASHIER_TEXTS[key], locale));
  const texts = Object.fromEntries(Object.keys(CASHIER_TEXTS).map((key) => [key, localize(CASHIER_TEXTS[key as CashierTextKey], locale)]));
  const amount = new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(order.amount);
  const expires = new Intl.DateTimeFormat(NUMBER_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(order.expiresAt);
  const row = (key: CashierTextKey, value: string) => `<div><dt>${text(key)}</dt><dd>${escapeXml(value)}</dd></div>`;
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
${head(locale, true)}
</head>
<body>
<main class="cashier" id="cashier" data-token="${escapeXml(token)}" data-cashier="${escapeXml(JSON.stringify({ texts, payPath: CASHIER_PAY_PATH }))}">
  <h1>${text('title')}</h1>
  <p class="intro">${text('intro')}</p>
  <dl class="summary">
    ${row('merchant', order.merchantName)}
    ${row('order', order.orderNo)}
    ${row('channel', order.channelName)}
    ${row('amount', amount)}
    ${row('reference', order.reference)}
    ${row('expires', expires)}
  </dl>
  <div class="actions">
    <button type="button" data-outcome="SUCCESS">${text('pay')}</button>
    <button type="button" data-outcome="FAILED">${text('fail')}</button>
    <button type="button" data-outcome="PENDING">${text('leavePending')}</button>
  </div>
  <p class="result" id="result" role="status" aria-live="polite"></p>
</main>
</body>
</html>
`;
}

/** The page of a cashier link that no longer opens (paid, failed, rejected, or unknown). */
export function renderCashierClosedPage(locale: ContentLocale): string {
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
${head(locale, false)}
</head>
<body>
<main class="cashier">
  <h1>${escapeXml(localize(CASHIER_TEXTS.title, locale))}</h1>
  <p class="closed">${escapeXml(localize(CASHIER_TEXTS.closed, locale))}</p>
</main>
</body>
</html>
`;
}
