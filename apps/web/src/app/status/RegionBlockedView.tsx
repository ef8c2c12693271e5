import { Trans, useLingui } from '@lingui/react/macro';
import { CustomerServiceButton } from '../../features/customer-service';
import { StatusPage, Strong } from './StatusPage';

export interface RegionBlockedViewProps {
  /** The visitor's IP address as the gateway saw it. */
  ip?: string | null;
  /** The server's block message; a translated default when absent. */
  message?: string | null;
}

/** The region-block page (system status 2): the message, the visitor's IP and customer service. */
export function RegionBlockedView({ ip, message }: RegionBlockedViewProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      name="region-blocked"
      tone="danger"
      icon={<GlobeIcon />}
      title={<Trans>Not available in your region</Trans>}
      actions={<CustomerServiceButton />}
    >
      <p>{message || t`Access from your region or IP address is restricted.`}</p>
      {ip && (
        <p>
          <Trans>
            Your IP address: <Strong translate="no">{ip}</Strong>
          </Trans>
        </p>
      )}
    </StatusPage>
  );
}
RegionBlockedView.displayName = 'RegionBlockedView';

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
      <path d="m5.6 5.6 12.8 12.8" />
    </svg>
  );
}
