/**
 * The demo slot page's script, served as /lgw/demo/slot/slot.js (the CSP allows scripts from
 * 'self' only): it spins through POST /lgw/demo/slot/spin and shows the outcome. Plain ES2017
 * for any browser; texts and the session come from the page's data attributes. The session's
 * token is kept in this script's memory only: its attribute is removed, and the spent launch
 * ticket is dropped from the page's address (history.replaceState), so neither lingers.
 */
export const SLOT_SCRIPT = `
(function () {
  'use strict';
  if (window.history && window.history.replaceState && window.location.search) {
    window.history.replaceState(null, '', window.location.pathname);
  }
  var root = document.getElementById('slot');
  if (!root || !root.dataset.slot) return;
  var data = JSON.parse(root.dataset.slot);
  var session = root.dataset.session;
  root.removeAttribute('data-session');
  var ended = false;
  var texts = data.texts;
  var form = document.getElementById('spin-form');
  var button = document.getElementById('spin');
  var betSelect = document.getElementById('bet');
  var result = document.getElementById('result');
  var balance = document.getElementById('balance');
  var lastWin = document.getElementById('last-win');
  var reels = [0, 1, 2].map(function (index) { return document.getElementById('reel-' + index); });
  var formatter = new Intl.NumberFormat(data.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var reducedMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  function fill(template, values) {
    return template.replace(/\\{(\\w+)\\}/g, function (whole, name) { return name in values ? values[name] : whole; });
  }
  function requestId() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return 'spin-' + Date.now() + '-' + Math.floor(Math.random() * 1e9);
  }
  function showSymbol(reel, symbol) {
    var info = data.symbols[symbol];
    reel.querySelector('.glyph').textContent = info.glyph;
    reel.querySelector('.visually-hidden').textContent = info.name;
  }
  function setResult(message, kind) {
    result.textContent = message;
    result.className = 'result' + (kind ? ' ' + kind : '');
  }
  function delay(ms) {
    return new Promise(function (resolve) { setTimeout(resolve, ms); });
  }
  function setBusy(busy) {
    button.disabled = busy || ended;
    root.setAttribute('aria-busy', busy ? 'true' : 'false');
    reels.forEach(function (reel) {
      reel.classList.remove('winning');
      reel.classList.toggle('spinning', busy && !reducedMotion);
    });
  }

  function spin(event) {
    event.preventDefault();
    if (button.disabled) return;
    setBusy(true);
    setResult(texts.spinning, '');
    var request = fetch('/lgw/demo/slot/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ session: session, bet: Number(betSelect.value), requestId: requestId() })
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (body) { return { status: response.status, body: body }; });
    });
    Promise.all([request, delay(reducedMotion ? 0 : 700)]).then(function (outcome) {
      var answer = outcome[0];
      setBusy(false);
      if (!answer.body || !answer.body.success) {
        var code = answer.body && answer.body.code;
        if (answer.status === 401) {
          // Logged out or expired: the session will not come back, so the game stops here.
          ended = true;
          button.disabled = true;
          root.setAttribute('data-state', 'ended');
          setResult(texts.expired, 'error');
        } else if (code === 'INSUFFICIENT_BALANCE') setResult(texts.insufficient, 'error');
        else setResult(texts.failed, 'error');
        return;
      }
      var spinResult = answer.body.value;
      spinResult.reels.forEach(function (symbol, index) { showSymbol(reels[index], symbol); });
      var names = spinResult.reels.map(function (symbol) { return data.symbols[symbol].name; }).join(', ');
      balance.textContent = formatter.format(spinResult.balance);
      lastWin.textContent = formatter.format(spinResult.win);
      if (spinResult.win > 0) {
        reels.forEach(function (reel) { reel.classList.add('winning'); });
        setResult(fill(spinResult.bigWin ? texts.bigWin : texts.win, { reels: names, amount: formatter.format(spinResult.win) }), 'win');
      } else {
        setResult(fill(texts.noWin, { reels: names }), '');
      }
    }).catch(function () {
      setBusy(false);
      setResult(texts.failed, 'error');
    });
  }

  form.addEventListener('submit', spin);
})();
`;
