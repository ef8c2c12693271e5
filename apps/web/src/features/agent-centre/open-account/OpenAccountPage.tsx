import { useLingui } from '@lingui/react/macro';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { AffiliateLinksSection } from './AffiliateLinksSection';
import { CreateAccountSection } from './CreateAccountSection';

/**
 * The agent centre's open-account page (registerCenter): opening a direct downline account under
 * the merchant's registration rules, and the agent's affiliate links (create, rename, disable
 * or enable, copy, QR code, registrations through each).
 */
export default function OpenAccountPage() {
  const { t } = useLingui();
  return (
    <PageColumn>
      <PageTitle>{t`Open account`}</PageTitle>
      <CreateAccountSection />
      <AffiliateLinksSection />
    </PageColumn>
  );
}
