// What the dev-mode scripts share: their command line (with --url and --help, and the usage on
// every mistake) and the call to a dev-mode route of a running gateway, whose refusal or absence
// ends the script with the reason and, for a route that is not there, why it may be missing.
import { parseArgs } from 'node:util';

const DEV_MODE_HINT =
  'exists only in dev mode, for requests from the machine the gateway runs on: unset NODE_ENV=production or set ' +
  'GATEWAY_DEV=1, and call it on loopback, not through a proxy';

/**
 * Parses the command line with `options` plus --url (GATEWAY_URL or http://127.0.0.1:8080) and
 * --help. Returns the values, the positionals, and `fail(message)`, which prints the message and
 * the usage and exits with 2.
 */
export function parseDevCommand(usage, options, { allowPositionals = true } = {}) {
  const fail = (message) => {
    console.error(message);
    console.error(usage);
    process.exit(2);
  };
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals,
      options: {
        ...options,
        url: { type: 'string', default: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(error.message);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { values: parsed.values, positionals: parsed.positionals ?? [], fail };
}

/**
 * Calls a dev-mode route of the gateway at `baseUrl` (a GET, or a POST of `body` as JSON) and
 * returns the envelope's value. Exits with 1 when the gateway cannot be reached or refuses; a 404
 * that `isRouteAnswer(message)` does not recognise as the route's own (an unknown order) is
 * explained as the route missing, which it is outside dev mode.
 */
export async function callDevRoute(baseUrl, url, { body, name = 'this route', isRouteAnswer = () => false } = {}) {
  let response;
  try {
    response =
      body === undefined
        ? await fetch(url)
        : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    console.error(`Cannot reach the gateway at ${baseUrl}: ${error.cause?.message ?? error.message}. Is it running (pnpm start)?`);
    process.exit(1);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok || answer?.success !== true) {
    const reason = answer?.message ?? `HTTP ${response.status}`;
    const hint = response.status === 404 && !isRouteAnswer(String(reason)) ? ` (${name} ${DEV_MODE_HINT})` : '';
    console.error(`The gateway refused: ${reason}${hint}`);
    process.exit(1);
  }
  return answer.value;
}
