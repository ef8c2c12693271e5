#!/usr/bin/env node
// Prints the latest SMS and mails a running gateway "sent" to a number or an address, with the
// verification code of each: the demo has no SMS provider and no mail server, and delivers them
// to a local inbox instead. Calls the dev-mode route GET /wps/dev/inbox (see
// src/accounts/inbox.ts); a gateway started with NODE_ENV=production, or reached from another
// machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/dev-inbox.mjs --email player01@royal.example | --mobile 123456789 [--dialing-code 60]
//        [--merchant DEMO_ROYAL] [--all] [--url http://127.0.0.1:8080]
import { parseArgs } from 'node:util';

const USAGE =
  'Usage: node apps/gateway/scripts/dev-inbox.mjs --email address | --mobile number [--dialing-code 60] ' +
  '[--merchant DEMO_ROYAL] [--all] [--url http://127.0.0.1:8080]';

function fail(message) {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      email: { type: 'string' },
      mobile: { type: 'string' },
      'dialing-code': { type: 'string' },
      merchant: { type: 'string', default: 'DEMO_ROYAL' },
      all: { type: 'boolean', default: false },
      url: { type: 'string', default: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(error.message);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if ((values.email === undefined) === (values.mobile === undefined)) fail('Give either --email or --mobile');

const endpoint = new URL('/wps/dev/inbox', values.url);
endpoint.searchParams.set('merchantCode', values.merchant);
if (values.email !== undefined) endpoint.searchParams.set('email', values.email);
if (values.mobile !== undefined) endpoint.searchParams.set('mobileNum', values.mobile.replace(/^\+/, ''));
if (values['dialing-code'] !== undefined) endpoint.searchParams.set('countryDialingCode', values['dialing-code'].replace(/^\+/, ''));

let response;
try {
  response = await fetch(endpoint);
} catch (error) {
  console.error(`Cannot reach the gateway at ${values.url}: ${error.cause?.message ?? error.message}. Is it running (pnpm --filter @platform/gateway dev)?`);
  process.exit(1);
}
const answer = await response.json().catch(() => null);
if (!response.ok || answer?.success !== true) {
  const reason = answer?.message ?? `HTTP ${response.status}`;
  const hint = response.status === 404 ? ' (the inbox exists only in dev mode, for requests from the machine the gateway runs on)' : '';
  console.error(`The gateway refused: ${reason}${hint}`);
  process.exit(1);
}

const messages = answer.value.messages;
if (messages.length === 0) {
  console.log(`Nothing was sent to ${values.email ?? values.mobile} in ${values.merchant}.`);
  process.exit(0);
}
for (const message of values.all ? messages : messages.slice(0, 1)) {
  const code = message.code ? `code ${message.code}` : 'no code';
  console.log(`${message.createdAt}  ${message.channel} to ${message.to}  ${code}`);
  if (message.subject) console.log(`  ${message.subject}`);
  console.log(`  ${message.body}`);
}
