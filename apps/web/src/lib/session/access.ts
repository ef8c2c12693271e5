import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dialogs } from '@platform/ui';
import { requestLogin } from './login-prompt';
import { sessionStore } from './session';
import { isTrial } from './session-store';

/**
 * Guards an action that needs login (favourites, recent games, starting a game, deposit, member
 * centre): true when a session exists; otherwise opens the login popup and returns false.
 */
export function requireLogin(): boolean {
  if (sessionStore.get() !== null) return true;
  requestLogin('action');
  return false;
}

/**
 * Guards a real-account action (spec sections 5 and 6): like requireLogin, and a trial account
 * (type 4) is refused with the warning 'in_need_true_account' and its confirm button.
 */
export function requireRealAccount(): boolean {
  if (!requireLogin()) return false;
  if (!isTrial(sessionStore.get())) return true;
  void dialogs.alert({
    title: i18n._(msg`Real account needed`),
    text: i18n._(msg`Please register or log in to a real account.`),
    buttonLabel: i18n._(msg`OK`),
  });
  return false;
}
