#!/usr/bin/env node
// Switches a running gateway's merchant to normal, maintenance or region restriction, for testing
// the status pages. Calls the dev-mode route POST /wps/dev/system-status (see
// src/system/dev-status-route.ts); a gateway started with NODE_ENV=production, or reached from
// another machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/system-status.mjs maintenance|region|normal
//        [--merchant DEMO_ROYAL] [--until 2030-01-01T02:00:00Z] [--message "text"] [--url http://127.0.0.1:8080]
import { callDevRoute, parseDevCommand } from './dev-command.mjs';

const USAGE =
  'Usage: node apps/gateway/scripts/system-status.mjs maintenance|region|normal ' +
  '[--merchant DEMO_ROYAL] [--until ISO-date-time] [--message text] [--url http://127.0.0.1:8080]';

const { values, positionals, fail } = parseDevCommand(USAGE, {
  merchant: { type: 'string', default: 'DEMO_ROYAL' },
  until: { type: 'string' },
  message: { type: 'string' },
});
const [status, ...extra] = positionals;
if (!['normal', 'maintenance', 'region'].includes(status ?? '') || extra.length > 0) {
  fail(`Give one status: maintenance, region or normal${status ? ` (got "${positionals.join(' ')}")` : ''}`);
}

const body = { merchantCode: values.merchant, status };
if (values.until !== undefined) body.endTime = values.until;
if (values.message !== undefined) body.message = values.message;

const { maintenance, regionRestriction } = await callDevRoute(values.url, new URL('/wps/dev/system-status', values.url), {
  body,
  name: 'the switch',
});

if (status === 'maintenance') {
  const until = maintenance.endTime ? ` until ${maintenance.endTime}` : ' (no end time)';
  console.log(`${values.merchant} is now under maintenance${until}${maintenance.message ? `: ${maintenance.message}` : ''}.`);
} else if (status === 'region') {
  console.log(`${values.merchant} is now region-restricted${regionRestriction.message ? `: ${regionRestriction.message}` : ''}.`);
} else {
  console.log(`${values.merchant} is back to normal: no maintenance, no region restriction.`);
}
console.log(`Calls other than the status pages' are refused within 2 seconds on every gateway process at ${values.url}.`);
