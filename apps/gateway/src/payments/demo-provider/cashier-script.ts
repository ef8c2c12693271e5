/**
 * The demo cashier's script, served as /lgw/demo/cashier/cashier.js (the CSP allows scripts from
 * 'self' only): each button posts the player's choice to POST /lgw/demo/cashier/pay, where the
 * demo provider's server side signs the callback and sends it to the gateway; the page shows what
 * the gateway answered. Texts and the page's token come from data attributes; the token is then
 * kept in this script's memory only and dropped from the address.
 */
export const CASHIER_SCRIPT = `
(function () {
  'use strict';
  var root = document.getElementById('cashier');
  if (!root || !root.dataset.cashier) return;
  var data = JSON.parse(root.dataset.cashier);
  var token = root.dataset.token;
  root.removeAttribute('data-token');
  if (window.history && window.history.replaceState && window.location.search) {
    window.history.replaceState(null, '', window.location.pathname);
  }
  var texts = data.texts;
  var result = document.getElementById('result');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-outcome]'));
  function setBusy(busy) { buttons.forEach(function (button) { button.disabled = busy; }); }
  function show(text) { result.textContent = text; }
  function messageOf(answer) {
    if (!answer || answer.success !== true) return texts.refused.replace('{reason}', (answer && answer.message) || '');
    var value = answer.value;
    if (value.result === 'ALREADY_SETTLED') return texts.settled;
    if (value.outcome === 'SUCCESS') return texts.paid;
    if (value.outcome === 'FAILED') return texts.failed;
    return texts.pending;
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var outcome = button.getAttribute('data-outcome');
      setBusy(true);
      show(texts.sending);
      fetch(data.payPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token: token, outcome: outcome })
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          show(messageOf(answer));
          var open = answer && answer.success === true && answer.value.outcome === 'PENDING';
          setBusy(!open);
        })
        .catch(function () { show(texts.error); setBusy(false); });
    });
  });
})();
`;
