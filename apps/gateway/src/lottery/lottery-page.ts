import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@platform/api/contract';
import type { GatewayDeps } from '../deps';
import { RequestError } from '../http/envelope-errors';
import { CONTENT_LOCALES, localize } from '../http/locale';
import type { ContentLocale } from '../http/locale';
import { escapeXml as escapeHtml } from '../shared/svg';
import { backLinkHosts, backLinkOrHome } from '../system/back-link';
import { GAME_TOKEN_SCHEMA } from '../demo-game/game-session';
import { exchangeLaunchTicket } from '../demo-game/launch-ticket';
import { MAIN_WALLET, walletBalances } from '../wallet/ledger';
import { LOTTERY_BET_SCRIPT_PATH, renderBetPanel } from './bet-panel';
import type { BetAccess } from './bet-panel';
import { LOTTERY_BET_JS } from './bet-script';
import { latestDraws, nextDrawTime } from './draws';
import type { DrawKey } from './draw-key';
import type { Draw } from './draws';
import { LOTTERY_PAGE_PATH, lotteryPageUrl } from './lottery-launch';
import type { LotteryView } from './lottery-launch';
import { drawSchedule, findLotteryGames } from './lottery-records';
import type { LotteryGameRecord } from './lottery-records';
import { LOTTERY_PAGE_CSS, LOTTERY_PAGE_JS } from './page-assets';
import { HTML_LANG, PAGE_TEXT } from './page-text';
import { LOTTERY_VIEWS, PRIZE_MODES, singleLineText } from '@platform/api/schemas';

const HISTORY_LENGTH = 10;
const ZONE_OFFSET_MS = 8 * 3600 * 1000;

/** yyyy-MM-dd HH:mm:ss in GMT+8, the draw time zone. */
function drawTimeText(epochMs: number): string {
  return new Date(epochMs + ZONE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function balls(numbers: string): string {
  return numbers
    .split(',')
    .map((number) => `<li class="ball">${escapeHtml(number)}</li>`)
    .join('');
}

interface PageModel {
  merchantCode: string;
  game: LotteryGameRecord;
  games: LotteryGameRecord[];
  view: LotteryView;
  locale: ContentLocale;
  /** An allowed back link (see backLinkOrHome), or undefined for none. */
  backUrl: string | undefined;
  /** Whether the page takes the visitor's bets (a launch's live game session). */
  bet: BetAccess;
  drawKey: DrawKey;
  now: Date;
}

/** The lottery page: the game, its next draw's countdown, the latest numbers and recent draws. */
export function renderLotteryPage(model: PageModel): string {
  const { game, locale } = model;
  const t = (key: keyof typeof PAGE_TEXT) => escapeHtml(localize(PAGE_TEXT[key], locale));
  const schedule = drawSchedule(game);
  const draws = latestDraws(model.drawKey, schedule, model.now, HISTORY_LENGTH);
  const latest = draws[0] as Draw;
  const next = nextDrawTime(schedule, model.now);
  const name = escapeHtml(localize(game.name, locale));
  const back = model.backUrl ? `<a class="lottery__back" href="${escapeHtml(model.backUrl)}">← ${t('back')}</a>` : '';
  const lobby =
    model.view === 'lobby'
      ? `<nav class="panel" aria-labelledby="games-title"><h2 id="games-title">${t('games')}</h2><ul class="games">${model.games
          .map((other) => {
            const href = lotteryPageUrl({ merchantCode: model.merchantCode, gameCode: other.game_code, prizeMode: other.prize_mode, view: 'lobby', locale, backUrl: model.backUrl });
            const current = other.game_code === game.game_code ? ' aria-current="page"' : '';
            return `<li><a href="${escapeHtml(href)}"${current}>${escapeHtml(localize(other.name, locale))}</a></li>`;
          })
          .join('')}</ul></nav>`
      : '';
  const history = draws
    .map((draw) => `<tr><td>${escapeHtml(draw.numero)}</td><td>${escapeHtml(draw.winningNumbers.replaceAll(',', ' '))}</td><td>${drawTimeText(draw.openTime)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name} · ${t('lottery')}</title>
<link rel="stylesheet" href="${LOTTERY_PAGE_PATH}/lottery.css">
<script src="${LOTTERY_PAGE_PATH}/lottery.js" defer></script>
</head>
<body>
<main class="lottery" data-merchant-code="${escapeHtml(model.merchantCode)}" data-game-code="${escapeHtml(game.game_code)}" data-next-draw="${next}" data-now="${model.now.getTime()}" data-interval="${game.draw_interval_seconds}">
<header class="lottery__header">
<h1>${name}</h1>
${back}
<p class="lottery__meta">${escapeHtml(localize(game.type_name, locale))} · ${t('prizeMode')}: ${escapeHtml(game.prize_mode)}</p>
</header>
${lobby}
<section class="panel" aria-labelledby="next-title">
<h2 id="next-title">${t('nextDraw')}: ${drawTimeText(next)}</h2>
<p class="countdown"><span class="visually-hidden">${t('timeLeft')}: </span><span id="countdown">--:--</span></p>
</section>
<section class="panel" aria-labelledby="latest-title" aria-live="polite">
<h2 id="latest-title">${t('latest')}</h2>
<p>${t('draw')} <span id="latest-numero">${escapeHtml(latest.numero)}</span> · <time datetime="${new Date(latest.openTime).toISOString()}">${drawTimeText(latest.openTime)}</time></p>
<ol class="balls" id="latest-numbers" aria-label="${t('numbers')}">${balls(latest.winningNumbers)}</ol>
</section>
<section class="panel" aria-labelledby="history-title">
<h2 id="history-title">${t('history')}</h2>
<table><thead><tr><th scope="col">${t('draw')}</th><th scope="col">${t('numbers')}</th><th scope="col">${t('time')}</th></tr></thead><tbody>${history}</tbody></table>
<p>${t('timeZone')}</p>
</section>
${renderBetPanel(game, model.bet, locale)}
</main>
</body>
</html>
`;
}

interface PageQuery {
  merchantCode: string;
  gameCode: string;
  prizeMode?: string;
  view?: LotteryView;
  lang?: ContentLocale;
  backUrl?: string;
  ticket?: string;
}


/**
 * Whether the page takes bets: with a launch's ticket, exchanged once for the game session of the
 * member who launched this game; a page opened without one (or with a spent one) shows the draws only.
 */
async function betAccess(deps: GatewayDeps, game: LotteryGameRecord, merchantCode: string, ticket: string | undefined): Promise<BetAccess> {
  if (ticket === undefined) return { status: 'login' };
  const exchange = await exchangeLaunchTicket(deps.db, ticket, deps.now());
  if (exchange.status !== 'opened') return { status: 'login' };
  const { session, token } = exchange;
  if (session.nodeId !== game.node_id || session.merchantCode !== merchantCode) return { status: 'login' };
  if (session.tryPlay) return { status: 'realAccount' };
  return { status: 'open', token, balance: (await walletBalances(deps.db, session.memberId)).get(MAIN_WALLET) ?? 0 };
}

/** The built-in lottery page that a lottery launch opens, with its style and script. */
export function registerLotteryPage(app: FastifyInstance, deps: GatewayDeps, drawKey: () => Promise<DrawKey>): void {
  app.get<{ Querystring: PageQuery }>(
    LOTTERY_PAGE_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['merchantCode', 'gameCode'],
          properties: {
            merchantCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
            gameCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
            prizeMode: { type: 'string', enum: [...PRIZE_MODES] },
            view: { type: 'string', enum: [...LOTTERY_VIEWS] },
            lang: { type: 'string', enum: [...CONTENT_LOCALES] },
            backUrl: singleLineText(512),
            ticket: GAME_TOKEN_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!(await app.merchantExists(query.merchantCode))) throw new RequestError(400, ERROR_CODE.merchantUnknown, 'Unknown merchant code');
      // Anyone can send this address: a back link off the site and the brand's domains goes home instead.
      const backUrl = query.backUrl === undefined ? undefined : backLinkOrHome(query.backUrl, await backLinkHosts(deps.db, query.merchantCode, request));
      const [game] = await findLotteryGames(deps.db, query.merchantCode, { gameCode: query.gameCode, ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}) });
      if (!game) throw new RequestError(404, ERROR_CODE.notFound, `No lottery game ${query.gameCode} in this brand`);
      const view = query.view ?? 'betting';
      const games = view === 'lobby' ? await findLotteryGames(deps.db, query.merchantCode, { prizeMode: game.prize_mode }) : [];
      const bet = await betAccess(deps, game, query.merchantCode, query.ticket);
      const html = renderLotteryPage({ merchantCode: query.merchantCode, game, games, view, locale: query.lang ?? 'ms', backUrl, bet, drawKey: await drawKey(), now: deps.now() });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(`${LOTTERY_PAGE_PATH}/lottery.css`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(LOTTERY_PAGE_CSS),
  );
  app.get(`${LOTTERY_PAGE_PATH}/lottery.js`, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(LOTTERY_PAGE_JS),
  );
  app.get(LOTTERY_BET_SCRIPT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(LOTTERY_BET_JS),
  );
}
