import { svgPicture } from '../test/lobby-fixtures';

/** A wide table: more columns than a phone has room for, so it scrolls in its own box. */
const REBATE_TABLE =
  '<table><thead><tr><th>VIP level</th><th>Monthly deposit</th><th>Slots rebate</th><th>Live casino rebate</th><th>Sports rebate</th><th>Birthday bonus</th></tr></thead>' +
  '<tbody><tr><td>Silver</td><td>RM 1,000</td><td>0.5%</td><td>0.4%</td><td>0.3%</td><td>RM 38</td></tr>' +
  '<tr><td>Gold</td><td>RM 10,000</td><td>0.8%</td><td>0.6%</td><td>0.5%</td><td>RM 188</td></tr>' +
  '<tr><td>Platinum</td><td>RM 50,000</td><td>1.0%</td><td>0.8%</td><td>0.7%</td><td>RM 588</td></tr></tbody></table>';

/** A notice as the back office writes one: a picture, headings, a list, a link and a wide table. */
export const NOTICE_BODY =
  `<p><img src="${svgPicture(1200, 400, '#b3122e', 'VIP CLUB')}" alt="VIP club" width="1200" height="400"></p>` +
  '<p>Our VIP club has new levels, with <strong>higher rebates</strong> every week.</p>' +
  '<h2>How to join</h2><ol><li>Deposit at least RM 1,000 in a month.</li><li>Play any slot, live casino or sports game.</li>' +
  '<li>Your level rises the next day.</li></ol>' +
  `<h2>Rebates by level</h2>${REBATE_TABLE}` +
  '<blockquote>Rebates are paid every Monday into your main wallet.</blockquote>' +
  '<p>Full terms: <a href="https://example.com/vip-terms">VIP club terms and conditions</a>.</p>';

/** A long help article: steps, a note, a wide table of limits and a rule. */
export const HELP_ARTICLE =
  '<p>You can deposit with online banking, e-wallets or a bank transfer. Each method has its own limits and time to arrive.</p>' +
  '<h2>Before you start</h2><ul><li>Make sure the account name matches the name on your profile.</li>' +
  '<li>Keep your receipt until the deposit shows in your wallet.</li><li>Use <code>Deposit › Online banking</code> for the fastest credit.</li></ul>' +
  '<h2>Limits and times</h2>' +
  '<table><caption>Deposit limits by method</caption><thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th><th>Arrives</th><th>Fee</th></tr></thead>' +
  '<tbody><tr><td>Online banking</td><td>RM 30</td><td>RM 50,000</td><td>Within 1 minute</td><td>None</td></tr>' +
  '<tr><td>E-wallet</td><td>RM 10</td><td>RM 5,000</td><td>Within 5 minutes</td><td>None</td></tr>' +
  '<tr><td>Bank transfer</td><td>RM 50</td><td>RM 100,000</td><td>Within 30 minutes</td><td>None</td></tr></tbody></table>' +
  '<h2>If a deposit has not arrived</h2><p>Wait 30 minutes, then send the receipt to customer service. ' +
  'Read <a href="https://example.com/help/deposits">more about deposits</a>.</p><hr>' +
  '<h3>Security</h3><p>We never ask for your password or your banking PIN.</p>';

/** The points mall's rules, as React content gets them. */
export const POINTS_RULES = {
  title: 'Rules',
  rules: [
    'You earn points as you play: every valid bet adds points to your account.',
    'Points have no expiry: they stay in your account until you use them.',
    'Redeem your points for cash, bonuses or goods.',
    'Trial accounts cannot redeem points.',
  ],
  tableCaption: 'Points per RM 100 of valid bets',
  table: [
    ['Slots', '10'],
    ['Live casino', '5'],
    ['Sports', '8'],
  ],
};
