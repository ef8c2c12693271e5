/**
 * The lottery page's style and script, served as files (/lgw/demo/lottery/lottery.css and
 * lottery.js): the page has no inline script or style, so a strict CSP allows it.
 */
export const LOTTERY_PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", sans-serif; background: #f5f3fa; color: #1d1b26; line-height: 1.5; }
.lottery { max-width: 760px; margin: 0 auto; padding: 16px; }
.lottery__header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 16px; }
.lottery__header h1 { margin: 0; font-size: 1.6rem; flex: 1 1 auto; }
.lottery__meta { margin: 0; color: #4a4658; width: 100%; }
.lottery__back { color: #4b1f8f; font-weight: 600; }
a:focus-visible { outline: 3px solid #4b1f8f; outline-offset: 2px; }
.panel { background: #fff; border-radius: 12px; padding: 16px; margin-top: 16px; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); }
.panel h2 { margin: 0 0 8px; font-size: 1.1rem; }
.countdown { font-size: 2.4rem; font-weight: 700; font-variant-numeric: tabular-nums; margin: 0; color: #4b1f8f; }
.balls { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 8px 0 0; padding: 0; }
.ball { display: inline-flex; align-items: center; justify-content: center; min-width: 2.5rem; height: 2.5rem; padding: 0 4px; border-radius: 999px; background: #b3122e; color: #fff; font-weight: 700; font-variant-numeric: tabular-nums; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e2dfeb; }
.games { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px; }
.games a { display: block; padding: 8px 12px; border-radius: 8px; background: #f0ecf8; color: #1d1b26; text-decoration: none; }
.games a[aria-current="page"] { background: #4b1f8f; color: #fff; }
.notice { margin-top: 16px; padding: 12px 16px; border-left: 4px solid #b35900; background: #fff4e5; color: #3d2200; }
.picks { border: 0; margin: 0 0 12px; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.picks legend { font-weight: 600; margin-bottom: 6px; padding: 0; }
.pick-input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.pick { display: inline-flex; align-items: center; justify-content: center; min-width: 2.75rem; height: 2.75rem; border-radius: 999px; border: 2px solid #6b6780; background: #fff; color: #1d1b26; font-weight: 700; font-variant-numeric: tabular-nums; cursor: pointer; }
.pick-input:checked + .pick { background: #4b1f8f; border-color: #4b1f8f; color: #fff; }
.pick-input:focus-visible + .pick { outline: 3px solid #4b1f8f; outline-offset: 2px; }
.bet-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.bet-row label { font-weight: 600; }
select, button { font: inherit; min-height: 2.75rem; border-radius: 8px; }
select { padding: 0 8px; border: 2px solid #6b6780; background: #fff; color: #1d1b26; }
button { padding: 0 20px; border: 0; background: #4b1f8f; color: #fff; font-weight: 700; cursor: pointer; }
button:disabled { background: #8d8a99; color: #fff; cursor: not-allowed; }
select:focus-visible, button:focus-visible { outline: 3px solid #4b1f8f; outline-offset: 2px; }
.bet-status { min-height: 1.5em; margin: 12px 0 0; font-weight: 600; }
.bet-status.success { color: #1e6b34; }
.bet-status.error { color: #b3122e; }
.hint { margin: 8px 0 0; color: #4a4658; font-size: .9rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (prefers-color-scheme: dark) {
  body { background: #15131c; color: #ecebf2; }
  .panel { background: #221f2c; }
  .lottery__meta { color: #c3bfd2; }
  .lottery__back, .countdown { color: #c9b3ff; }
  th, td { border-color: #3a3647; }
  .games a { background: #2d2939; color: #ecebf2; }
  .games a[aria-current="page"] { background: #7c4dff; }
  .notice { background: #3a2a14; color: #ffe3c2; }
  .pick, select { background: #2d2939; color: #ecebf2; border-color: #8f8aa3; }
  .pick-input:checked + .pick, button { background: #7c4dff; border-color: #7c4dff; color: #fff; }
  .pick-input:focus-visible + .pick, select:focus-visible, button:focus-visible { outline-color: #c9b3ff; }
  button:disabled { background: #4d4a59; color: #d6d3e0; }
  .bet-status.success { color: #7ddc97; }
  .bet-status.error { color: #ff8a9b; }
  .hint { color: #c3bfd2; }
}
`;

export const LOTTERY_PAGE_JS = `
(function () {
  'use strict';
  var root = document.querySelector('[data-next-draw]');
  if (!root) return;
  var countdown = document.getElementById('countdown');
  var next = Number(root.getAttribute('data-next-draw'));
  var interval = Number(root.getAttribute('data-interval')) * 1000;
  // The countdown runs on the gateway's clock (data-now), not a device clock that may be off.
  var skew = Number(root.getAttribute('data-now')) - Date.now();
  function gatewayNow() { return Date.now() + skew; }
  var refreshing = false;
  function pad(value) { return value < 10 ? '0' + value : String(value); }
  function render() {
    var left = Math.max(0, Math.round((next - gatewayNow()) / 1000));
    var hours = Math.floor(left / 3600);
    var text = (hours > 0 ? pad(hours) + ':' : '') + pad(Math.floor((left % 3600) / 60)) + ':' + pad(left % 60);
    countdown.textContent = text;
    if (left === 0 && !refreshing) {
      refreshing = true;
      setTimeout(refresh, 1500);
    }
  }
  function showDraw(draw) {
    document.getElementById('latest-numero').textContent = draw.numero;
    var list = document.getElementById('latest-numbers');
    while (list.firstChild) list.removeChild(list.firstChild);
    draw.winningNumbers.split(',').forEach(function (number) {
      var ball = document.createElement('li');
      ball.className = 'ball';
      ball.textContent = number;
      list.appendChild(ball);
    });
  }
  function refresh() {
    var query = new URLSearchParams({
      merchantCode: root.getAttribute('data-merchant-code'),
      gameCode: root.getAttribute('data-game-code'),
    });
    fetch('/lotto/lgw/games/opened/numero?' + query.toString())
      .then(function (response) { return response.json(); })
      .then(function (body) { if (body && body.success && body.value) showDraw(body.value); })
      .catch(function () { /* the next draw tries again */ })
      .then(function () {
        while (next <= gatewayNow()) next += interval;
        refreshing = false;
      });
  }
  render();
  setInterval(render, 1000);
})();
`;
