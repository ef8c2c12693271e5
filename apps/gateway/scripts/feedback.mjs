#!/usr/bin/env node
// Customer service for feedback on a running gateway (dev mode): lists the feedback waiting for
// a reply, and answers one (once), which shows in the player's past feedback and puts a message
// in their inbox. Calls the dev-mode route /wps/dev/feedback (see src/feedback/dev-reply-route.ts);
// a gateway started with NODE_ENV=production, or reached from another machine or through a
// proxy, answers 404.
//
//   node apps/gateway/scripts/feedback.mjs list
//   node apps/gateway/scripts/feedback.mjs reply 12 --text "Thank you: it is fixed"
//        [--url http://127.0.0.1:8080]
import { callDevRoute, parseDevCommand } from './dev-command.mjs';

const USAGE = 'Usage: node apps/gateway/scripts/feedback.mjs list | reply <feedbackId> --text "the reply" [--url http://127.0.0.1:8080]';

const { values, positionals, fail } = parseDevCommand(USAGE, { text: { type: 'string' } });
const [command, feedbackId, ...extra] = positionals;
if (!['list', 'reply'].includes(command ?? '')) fail(`Give a command: list or reply${command ? ` (got "${command}")` : ''}`);
if (command === 'list' ? feedbackId !== undefined : feedbackId === undefined || extra.length > 0) {
  fail(command === 'list' ? 'list takes no feedback id' : 'reply takes one feedback id, such as 12');
}
if (command === 'reply' && !/^[1-9][0-9]{0,9}$/.test(feedbackId)) fail(`The feedback id is a whole number (got "${feedbackId}")`);
if (command === 'reply' && !values.text?.trim()) fail('reply needs --text "the reply"');
if (command === 'list' && values.text !== undefined) fail('--text is only for reply');

const value = await callDevRoute(values.url, new URL('/wps/dev/feedback', values.url), {
  body: command === 'list' ? undefined : { feedbackId: Number(feedbackId), reply: values.text },
  name: 'the feedback desk',
  isRouteAnswer: (reason) => reason.startsWith('No feedback'),
});

if (command === 'list') {
  if (value.length === 0) console.log('No feedback is waiting for a reply.');
  for (const waiting of value) {
    const images = waiting.imageCount > 0 ? `  (${waiting.imageCount} image${waiting.imageCount > 1 ? 's' : ''})` : '';
    console.log(`${waiting.feedbackId}  ${waiting.merchantCode}  ${waiting.account}  ${waiting.questionType}  ${new Date(waiting.createTime).toISOString()}${images}`);
    console.log(`    ${waiting.content}`);
  }
} else {
  console.log(`Feedback ${value.feedbackId} (${value.account}) is answered; the player has a message in their inbox.`);
}
