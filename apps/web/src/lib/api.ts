import { i18n } from '@lingui/core';
import { createApiClient } from '@platform/api';
import { brand } from '@brand';
import { readStoredLocale } from './i18n/language-storage';
import { requestLogin } from './session/login-prompt';
import { sessionStore } from './session/session';
import { reportSystemStatus } from './system-status-store';

/**
 * The site's one API client: same origin as the page (the gateway serves both). Encrypted calls
 * use the gateway's published key; a lost session clears the token and asks for login.
 */
export const api = createApiClient({
  baseUrl: window.location.origin,
  merchantCode: brand.merchantCode,
  // The stored language until its messages are active: main.tsx calls before they load.
  getLanguage: () => i18n.locale || readStoredLocale(),
  getToken: () => sessionStore.get()?.token ?? null,
  clearToken: () => sessionStore.signOut(),
  onUnauthorized: () => requestLogin('sessionEnded'),
  onSystemStatus: reportSystemStatus,
  encrypt: 'gateway',
});
