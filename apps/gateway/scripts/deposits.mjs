#!/usr/bin/env node
// Reviews bank-transfer deposits on a running gateway, as the merchant's back office would: list
// the ones waiting, approve one (the member's main wallet is credited, once) or reject one (with a
// reason the member sees). Calls the dev-mode routes GET /wps/dev/deposits and POST
// /wps/dev/deposits/review (see src/payments/dev-review-route.ts); a gateway started with
// NODE_ENV=production, or reached from another machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/deposits.mjs list [--url http://127.0.0.1:8080]
//   node apps/gateway/scripts/deposits.mjs approve|reject <orderNo> [--reason "text"] [--url http://127.0.0.1:8080]
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: node apps/gateway/scripts/deposits.mjs list | approve <orderNo> | reject <orderNo> [--reason text] [--url http://127.0.0.1:8080]';

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
      reason: { type: 'string' },
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
const [action, orderNo, ...extra] = positionals;
if (!['list', 'approve', 'reject'].includes(action ?? '')) fail(`Give an action: list, approve or reject${action ? ` (got "${action}")` : ''}`);
if (action === 'list' ? orderNo !== undefined : !orderNo || extra.length > 0) {
  fail(action === 'list' ? 'list takes no order number' : 'Give one order number, such as DP00000123 (list shows the ones waiting)');
}
if (values.reason !== undefined && action !== 'reject') fail('--reason is only for reject');

let response;
try {
  if (action === 'list') {
    response = await fetch(new URL('/wps/dev/deposits', values.url));
  } else {
    const body = { orderNo: orderNo.trim().toUpperCase(), action };
    if (values.reason !== undefined) body.reason = values.reason;
    response = await fetch(new URL('/wps/dev/deposits/review', values.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
} catch (error) {
  console.error(`Cannot reach the gateway at ${values.url}: ${error.cause?.message ?? error.message}. Is it running (pnpm start)?`);
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok || answer?.success !== true) {
  const reason = answer?.message ?? `HTTP ${response.status}`;
  // The route's own 404 names the order; any other 404 means the route is not there.
  const routeMissing = response.status === 404 && !/deposit order/.test(reason);
  const hint = routeMissing
    ? ' (the review exists only in dev mode, for requests from the machine the gateway runs on: unset NODE_ENV=production or set GATEWAY_DEV=1, and call it on loopback, not through a proxy)'
    : '';
  console.error(`The gateway refused: ${reason}${hint}`);
  process.exit(1);
}

if (action === 'list') {
  if (answer.value.length === 0) console.log('No bank transfer is waiting for review.');
  for (const order of answer.value) {
    console.log(`${order.orderNo}  ${order.merchantCode}  ${order.account}  ${order.amount.toFixed(2)}  reference ${order.reference}  expires ${order.expireTime}`);
  }
  process.exit(0);
}

const order = answer.value;
const amount = order.amount.toFixed(2);
if (order.status === 'PAID') {
  const bonus = order.bonusAmount ? ` and a first-deposit bonus of ${order.bonusAmount.toFixed(2)} (promotional credit)` : '';
  console.log(`${order.orderNo} approved: ${order.account} (${order.merchantCode}) was credited ${amount}${bonus}.`);
} else {
  console.log(`${order.orderNo} rejected: ${order.account} (${order.merchantCode}) was not credited ${amount}. Reason: ${order.remark}`);
}
