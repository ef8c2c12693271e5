import { LOTTERY_PAGE_PATH } from './lottery-launch';

/**
 * The lottery page's bet form script, served as /lgw/demo/lottery/bet.js (the page has no inline
 * script). Plain ES2017. It bets on the draw the countdown shows (data-next-draw, on the
 * gateway's clock), keeps the form shut in the last 30 seconds before it, and sends one request
 * id per bet: a bet whose answer never arrived is retried with the same id, so it is placed once.
 * The game session's token is kept in memory only, and the spent launch ticket is dropped from
 * the page's address.
 */
export const LOTTERY_BET_JS = `
(function () {
  'use strict';
  var CUTOFF_MS = 30000;
  var panel = document.getElementById('bet-panel');
  var root = document.querySelector('[data-next-draw]');
  if (!panel || !root) return;
  if (window.history && window.history.replaceState && window.location.search) {
    var address = new URL(window.location.href);
    address.searchParams.delete('ticket');
    window.history.replaceState(null, '', address.pathname + address.search);
  }
  var session = panel.getAttribute('data-session');
  panel.removeAttribute('data-session');
  var data = JSON.parse(panel.getAttribute('data-bet'));
  var texts = data.texts;
  var formatter = new Intl.NumberFormat(data.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var form = document.getElementById('bet-form');
  var button = document.getElementById('place-bet');
  var stake = document.getElementById('stake');
  var status = document.getElementById('bet-status');
  var balance = document.getElementById('bet-balance');
  var gameCode = root.getAttribute('data-game-code');
  var next = Number(root.getAttribute('data-next-draw'));
  var interval = Number(root.getAttribute('data-interval')) * 1000;
  var skew = Number(root.getAttribute('data-now')) - Date.now();
  var busy = false;
  var ended = false;
  var closed = false;
  // The bet whose answer never arrived: retried with its request id.
  var unanswered = null;

  function gatewayNow() { return Date.now() + skew; }
  function fill(template, values) {
    return template.replace(/\\{(\\w+)\\}/g, function (whole, name) { return name in values ? values[name] : whole; });
  }
  function newRequestId() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return 'lottery-' + Date.now() + '-' + Math.floor(Math.random() * 1e9);
  }
  function say(message, kind) {
    status.textContent = message;
    status.className = 'bet-status' + (kind ? ' ' + kind : '');
  }
  function update() {
    var now = gatewayNow();
    while (next <= now) next += interval;
    var shut = next - now <= CUTOFF_MS;
    if (shut !== closed) {
      closed = shut;
      if (shut) say(texts.closed, '');
      else if (status.textContent === texts.closed) say('', '');
    }
    button.disabled = busy || ended || closed;
  }
  function selectedPick() {
    var checked = form.querySelector('input[name="pick"]:checked');
    return checked ? checked.value : null;
  }

  function placeBet(event) {
    event.preventDefault();
    if (button.disabled) return;
    var pick = selectedPick();
    if (pick === null) {
      say(texts.choosePick, 'error');
      var first = form.querySelector('input[name="pick"]');
      if (first) first.focus();
      return;
    }
    var bet = { session: session, gameCode: gameCode, pick: pick, stake: Number(stake.value), drawTime: next };
    var key = JSON.stringify(bet);
    if (!unanswered || unanswered.key !== key) unanswered = { key: key, requestId: newRequestId() };
    bet.requestId = unanswered.requestId;
    busy = true;
    update();
    say(texts.placing, '');
    fetch('${LOTTERY_PAGE_PATH}/bet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(bet)
    }).then(function (response) {
      return response.json().then(function (body) { return { status: response.status, body: body }; });
    }).then(function (answer) {
      unanswered = null;
      var body = answer.body || {};
      if (body.success) {
        var ticket = body.value;
        balance.textContent = formatter.format(ticket.balance);
        say(fill(texts.placed, { pick: ticket.pick, drawNo: ticket.drawNo, stake: formatter.format(ticket.stake), referenceNo: ticket.referenceNo }), 'success');
      } else if (answer.status === 401) {
        ended = true;
        say(texts.expired, 'error');
      } else if (body.code === 'INSUFFICIENT_BALANCE') say(texts.insufficient, 'error');
      else if (answer.status === 409) say(texts.closed, 'error');
      else say(texts.retry, 'error');
    }).catch(function () {
      say(texts.retry, 'error');
    }).then(function () {
      busy = false;
      update();
    });
  }

  form.addEventListener('submit', placeBet);
  update();
  setInterval(update, 1000);
})();
`;
