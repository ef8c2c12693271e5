#!/usr/bin/env node
// The payout desk of a running gateway (dev mode): lists the withdrawals waiting for a payout,
// pays one in full or in part, or rejects one with a reason (its frozen money goes back to the
// player). Calls the dev-mode route /wps/dev/withdrawals (see src/withdrawals/dev-payout-route.ts);
// a gateway started with NODE_ENV=production, or reached from another machine or through a
// proxy, answers 404. Each withdrawal is paid or rejected once: a second decision is refused.
//
//   node apps/gateway/scripts/withdrawals.mjs list
//   node apps/gateway/scripts/withdrawals.mjs pay WD00000123 [--amount 60.50]
//   node apps/gateway/scripts/withdrawals.mjs reject WD00000123 --reason "Name does not match"
//        [--url http://127.0.0.1:8080]
import { callDevRoute, parseDevCommand } from './dev-command.mjs';

const USAGE =
  'Usage: node apps/gateway/scripts/withdrawals.mjs list | pay <withdrawalNo> [--amount X] | reject <withdrawalNo> --reason text ' +
  '[--url http://127.0.0.1:8080]';

const { values, positionals, fail } = parseDevCommand(USAGE, { amount: { type: 'string' }, reason: { type: 'string' } });
const [command, withdrawalNo, ...extra] = positionals;
if (!['list', 'pay', 'reject'].includes(command ?? '')) fail(`Give a command: list, pay or reject${command ? ` (got "${command}")` : ''}`);
if (command === 'list' ? withdrawalNo !== undefined : withdrawalNo === undefined || extra.length > 0) {
  fail(command === 'list' ? 'list takes no withdrawal number' : `${command} takes one withdrawal number, such as WD00000123`);
}
if (command !== 'pay' && values.amount !== undefined) fail('--amount is only for pay');
if (command !== 'reject' && values.reason !== undefined) fail('--reason is only for reject');
if (command === 'reject' && !values.reason?.trim()) fail('reject needs --reason "text"');

let amount;
if (values.amount !== undefined) {
  if (!/^\d+(\.\d{1,2})?$/.test(values.amount)) fail(`--amount must be a positive amount with at most two decimals (got "${values.amount}")`);
  amount = Number(values.amount);
}

const value = await callDevRoute(values.url, new URL('/wps/dev/withdrawals', values.url), {
  body:
    command === 'list'
      ? undefined
      : { withdrawalNo, action: command, ...(amount !== undefined ? { amount } : {}), ...(values.reason ? { reason: values.reason } : {}) },
  name: 'the payout desk',
  isRouteAnswer: (reason) => reason.startsWith('No withdrawal'),
});

if (command === 'list') {
  if (value.length === 0) console.log('No withdrawal is waiting for a payout.');
  for (const pending of value) {
    console.log(`${pending.withdrawalNo}  ${pending.merchantCode}  ${pending.account}  ${pending.amount.toFixed(2)}  requested ${new Date(pending.requestTime).toISOString()}`);
  }
} else {
  const done = value;
  if (done.status === 'REJECTED') {
    console.log(`${done.withdrawalNo} (${done.account}) is rejected: ${done.returnedAmount.toFixed(2)} went back to the player's main wallet.`);
  } else {
    const part = done.returnedAmount > 0 ? `; ${done.returnedAmount.toFixed(2)} went back to the player's main wallet` : '';
    console.log(`${done.withdrawalNo} (${done.account}) is ${done.status}: ${done.paidAmount.toFixed(2)} of ${done.amount.toFixed(2)} paid${part}.`);
    console.log(`Not confirmed by the player before ${new Date(done.confirmDeadline).toISOString()}, it counts as received.`);
  }
}
