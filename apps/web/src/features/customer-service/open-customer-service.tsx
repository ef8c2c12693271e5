import { t } from '@lingui/core/macro';
import { customerService, decryptServiceLink, type ApiClient } from '@platform/api';
import { dialogs } from '@platform/ui';
import { pickServiceLink, SERVICE_POPUP_SIZE, type DecryptServiceLink } from './service-link';

/** The popup's window name: a second press reuses the window the first one opened. */
export const SERVICE_POPUP_NAME = 'customer-service';

/**
 * How a press of "Customer service" ended: `opened` in the popup; `linked` in a dialog with the
 * link, because the browser blocked the popup; `closed` because the player closed the popup
 * before the link arrived; `failed` because there was no usable link (the popup is closed and an
 * alert says so: spec section 8).
 */
export type CustomerServiceOutcome = 'opened' | 'linked' | 'closed' | 'failed';

export interface CustomerServiceOpenerOptions {
  /** The API client (only `call` is used). */
  api: Pick<ApiClient, 'call'>;
  /** The brand's merchant code: the key of the type '3' links. */
  merchantCode: string;
  /** Decrypts a type '3' link; `decryptServiceLink` of @platform/api by default. */
  decrypt?: DecryptServiceLink;
  /** The window the popup opens from; the page's own by default. */
  getWindow?: () => Window;
}

/**
 * Opens the popup synchronously, inside the press that called it, so that popup blockers let it
 * through. It opens blank (same origin) so the site can navigate it once the link is known, and
 * cuts `opener` at once: the customer-service page cannot reach back into the site (what
 * `noopener` would do, which instead makes `window.open` return null).
 */
function openServicePopup(win: Window): Window | null {
  const { width, height } = SERVICE_POPUP_SIZE;
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - width) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - height) / 2));
  let popup: Window | null;
  try {
    popup = win.open('', SERVICE_POPUP_NAME, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  } catch {
    popup = null;
  }
  if (popup) {
    try {
      popup.opener = null;
    } catch {
      // A window reused from an earlier press is on the service's origin, and already cut loose.
    }
  }
  return popup;
}

function showFailure(): void {
  void dialogs.alert({
    title: t`Customer service`,
    text: t`Customer service is not available right now. Please try again later.`,
  });
}

/** The browser blocked the popup: a link the player presses opens it (a fresh press is allowed to). */
function offerLink(link: string): Promise<void> {
  return dialogs.alert({
    title: t`Customer service`,
    text: (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {t`Open customer service in a new window`}
      </a>
    ),
  });
}

/**
 * `openCustomerService()` for one API client and brand (spec section 7): the popup (440 by 500)
 * opens on the press, getService's `pathList` is read, the link is picked (`pickServiceLink`:
 * type '3' decrypted first, then the plain types; http(s) only) and the popup goes there. When the
 * lookup or the decryption fails, the popup closes and an alert says so (spec section 8).
 * Call it straight from a click or key handler, before anything else is awaited.
 */
export function createCustomerServiceOpener({
  api,
  merchantCode,
  decrypt = decryptServiceLink,
  getWindow = () => window,
}: CustomerServiceOpenerOptions): () => Promise<CustomerServiceOutcome> {
  return async function openCustomerService() {
    // Before the first await: still inside the player's press.
    const popup = openServicePopup(getWindow());
    let link: string | null = null;
    try {
      const answer = await api.call(customerService, {});
      link = await pickServiceLink(answer?.version?.pathList ?? [], merchantCode, decrypt);
    } catch {
      link = null;
    }
    if (link === null) {
      popup?.close();
      showFailure();
      return 'failed';
    }
    if (popup === null) {
      await offerLink(link);
      return 'linked';
    }
    if (popup.closed) return 'closed';
    popup.location.replace(link);
    popup.focus();
    return 'opened';
  };
}
