#!/usr/bin/env node
// Switches a running gateway's merchant to normal, maintenance or region restriction, for testing
// the status pages. Calls the dev-mode route POST /wps/dev/system-status (see
// src/system/dev-status-route.ts); a gateway started with NODE_ENV=production, or reached from
// another machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/system-status.mjs maintenance|region|normal
//        [--merchant DEMO_ROYAL] [--until 2030-01-01T02:00:00Z] [--message "text"] [--url http://127.0.0.1:8080]
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: node apps/gateway/scripts/system-status.mjs maintenance|region|normal ' +
  '[--merchant DEMO_ROYAL] [--until ISO-date-time] [--message text] [--url http://127.0.0.1:8080]';

function fail(message) {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      merchant: { type: 'string', default: 'DEMO_ROYAL' },
      until: { type: 'string' },
      message: { type: 'string' },
      url: { type: 'string', default: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [status, ...extra] = positionals;
if (!['normal', 'maintenance', 'region'].includes(status ?? '') || extra.length > 0) {
  fail(`Give one status: maintenance, region or normal${status ? ` (got "${positionals.join(' ')}")` : ''}`);
}

const body = { merchantCode: values.merchant, status };
if (values.until !== undefined) body.endTime = values.until;
if (values.message !== undefined) body.message = values.message;

const endpoint = new URL('/wps/dev/system-status', values.url);
let response;
try {
  response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
} catch (error) {
  console.error(`Cannot reach the gateway at ${values.url}: ${error.cause?.message ?? error.message}. Is it running (pnpm --filter @platform/gateway dev)?`);
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok || answer?.success !== true) {
  const reason = answer?.message ?? `HTTP ${response.status}`;
  const hint = response.status === 404 ? ' (the switch exists only in dev mode, for requests from the machine the gateway runs on: unset NODE_ENV=production or set GATEWAY_DEV=1, and call it on loopback, not through a proxy)' : '';
  console.error(`The gateway refused: ${reason}${hint}`);
  process.exit(1);
}

const { maintenance, regionRestriction } = answer.value;
if (status === 'maintenance') {
  const until = maintenance.endTime ? ` until ${maintenance.endTime}` : ' (no end time)';
  console.log(`${values.merchant} is now under maintenance${until}${maintenance.message ? `: ${maintenance.message}` : ''}.`);
} else if (status === 'region') {
  console.log(`${values.merchant} is now region-restricted${regionRestriction.message ? `: ${regionRestriction.message}` : ''}.`);
} else {
  console.log(`${values.merchant} is back to normal: no maintenance, no region restriction.`);
}
console.log(`Calls other than the status pages' are refused within 2 seconds on every gateway process at ${values.url}.`);
