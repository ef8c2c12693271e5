import { i18n } from '@lingui/core';
import { createApiClient } from '@platform/api';
import { brand } from '@brand';

/** The site's one API client: same origin as the page (the gateway serves both). */
export const api = createApiClient({
  baseUrl: window.location.origin,
  merchantCode: brand.merchantCode,
  getLanguage: () => i18n.locale,
});
