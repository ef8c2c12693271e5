#!/usr/bin/env node
// Reviews bank-transfer deposits on a running gateway, as the merchant's back office would: list
// the ones waiting, approve one (the member's main wallet is credited, once) or reject one (with a
// reason the member sees). Calls the dev-mode routes GET /wps/dev/deposits and POST
// /wps/dev/deposits/review (see src/payments/dev-review-route.ts); a gateway started with
// NODE_ENV=production, or reached from another machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/deposits.mjs list [--url http://127.0.0.1:8080]
//   node apps/gateway/scripts/deposits.mjs approve|reject <orderNo> [--reason "text"] [--url http://127.0.0.1:8080]
import { callDevRoute, parseDevCommand } from './dev-command.mjs';

const USAGE =
  'Usage: node apps/gateway/scripts/deposits.mjs list | approve <orderNo> | reject <orderNo> [--reason text] [--url http://127.0.0.1:8080]';

const { values, positionals, fail } = parseDevCommand(USAGE, { reason: { type: 'string' } });
const [action, orderNo, ...extra] = positionals;
if (!['list', 'approve', 'reject'].includes(action ?? '')) fail(`Give an action: list, approve or reject${action ? ` (got "${action}")` : ''}`);
if (action === 'list' ? orderNo !== undefined : !orderNo || extra.length > 0) {
  fail(action === 'list' ? 'list takes no order number' : 'Give one order number, such as DP00000123 (list shows the ones waiting)');
}
if (values.reason !== undefined && action !== 'reject') fail('--reason is only for reject');

const reviewBody = () => {
  const body = { orderNo: orderNo.trim().toUpperCase(), action };
  if (values.reason !== undefined) body.reason = values.reason;
  return body;
};
const value = await callDevRoute(values.url, new URL(action === 'list' ? '/wps/dev/deposits' : '/wps/dev/deposits/review', values.url), {
  body: action === 'list' ? undefined : reviewBody(),
  name: 'the review',
  // The route's own 404 names the order; any other 404 means the route is not there.
  isRouteAnswer: (reason) => /deposit order/.test(reason),
});

if (action === 'list') {
  if (value.length === 0) console.log('No bank transfer is waiting for review.');
  for (const order of value) {
    console.log(`${order.orderNo}  ${order.merchantCode}  ${order.account}  ${order.amount.toFixed(2)}  reference ${order.reference}  expires ${order.expireTime}`);
  }
  process.exit(0);
}

const order = value;
const amount = order.amount.toFixed(2);
if (order.status === 'PAID') {
  const bonus = order.bonusAmount ? ` and a first-deposit bonus of ${order.bonusAmount.toFixed(2)} (promotional credit)` : '';
  console.log(`${order.orderNo} approved: ${order.account} (${order.merchantCode}) was credited ${amount}${bonus}.`);
} else {
  console.log(`${order.orderNo} rejected: ${order.account} (${order.merchantCode}) was not credited ${amount}. Reason: ${order.remark}`);
}
