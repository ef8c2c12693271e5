#!/usr/bin/env node
// Prints the latest SMS and mails a running gateway "sent" to a number or an address, with the
// verification code of each: the demo has no SMS provider and no mail server, and delivers them
// to a local inbox instead. Calls the dev-mode route GET /wps/dev/inbox (see
// src/accounts/inbox.ts); a gateway started with NODE_ENV=production, or reached from another
// machine or through a proxy, answers 404.
//
//   node apps/gateway/scripts/dev-inbox.mjs --email player01@royal.example | --mobile 123456789 [--dialing-code 60]
//        [--merchant DEMO_ROYAL] [--all] [--url http://127.0.0.1:8080]
import { callDevRoute, parseDevCommand } from './dev-command.mjs';

const USAGE =
  'Usage: node apps/gateway/scripts/dev-inbox.mjs --email address | --mobile number [--dialing-code 60] ' +
  '[--merchant DEMO_ROYAL] [--all] [--url http://127.0.0.1:8080]';

const { values, fail } = parseDevCommand(
  USAGE,
  {
    email: { type: 'string' },
    mobile: { type: 'string' },
    'dialing-code': { type: 'string' },
    merchant: { type: 'string', default: 'DEMO_ROYAL' },
    all: { type: 'boolean', default: false },
  },
  { allowPositionals: false },
);
if ((values.email === undefined) === (values.mobile === undefined)) fail('Give either --email or --mobile');

const endpoint = new URL('/wps/dev/inbox', values.url);
endpoint.searchParams.set('merchantCode', values.merchant);
if (values.email !== undefined) endpoint.searchParams.set('email', values.email);
if (values.mobile !== undefined) endpoint.searchParams.set('mobileNum', values.mobile.replace(/^\+/, ''));
if (values['dialing-code'] !== undefined) endpoint.searchParams.set('countryDialingCode', values['dialing-code'].replace(/^\+/, ''));

const { messages } = await callDevRoute(values.url, endpoint, { name: 'the inbox' });

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
