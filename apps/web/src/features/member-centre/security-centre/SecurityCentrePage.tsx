import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import { AuthenticatorSection } from './AuthenticatorSection';
import { ContactSection } from './ContactSection';
import { LoginHistorySection } from './LoginHistorySection';
import { PasswordSection } from './PasswordSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/**
 * The member centre's security centre (securityCenter, the centre's default page; spec section
 * 2, issue 19 item 2): the profile, the login password, the phone and email, the payment
 * password, the authenticator app, the login history and the signed-in sessions. Each section loads and fails on its own.
 */
export default function SecurityCentrePage() {
  const { t } = useLingui();
  return (
    <Page>
      <h2>{t`Security centre`}</h2>
      <ProfileSection />
      <PasswordSection />
      <ContactSection />
      <PaymentPasswordSection />
      <AuthenticatorSection />
      <LoginHistorySection />
      <SessionsSection />
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;

  h2 {
    margin: 0;
  }
`;
