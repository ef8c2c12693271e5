import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { Alert, Skeleton } from '@platform/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { Note, SecuritySection } from './layout';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { usePaymentPasswordStatus } from '../../../lib/server-state/use-payment-password';

/** The section's element id: the withdraw page links to `/member/securityCenter#payment-password`. */
export const PAYMENT_PASSWORD_SECTION_ID = 'payment-password';

/**
 * The payment password, asked before money leaves the account (withdrawals, transfers to the
 * upline, removing a bank card): set it when there is none, else change it with the old one.
 * A link to `#payment-password` scrolls here and moves focus here once the status is known (the
 * router's hash, which a hash-mode address does not scroll to by itself).
 */
export function PaymentPasswordSection() {
  const { t, i18n } = useLingui();
  const status = usePaymentPasswordStatus();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const [done, setDone] = useState<'set' | 'change' | null>(null);

  const isLinkedTo = hash === `#${PAYMENT_PASSWORD_SECTION_ID}`;
  const isReady = !status.isPending;
  useEffect(() => {
    if (!isLinkedTo || !isReady) return;
    const section = sectionRef.current;
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [isLinkedTo, isReady]);

  let body;
  if (status.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your payment password`}>
        <Skeleton variant="text" lines={3} />
      </Skeleton.Group>
    );
  } else if (status.isError) {
    body = <LoadFailed title={t`Your payment password could not be loaded.`} error={status.error} onRetry={() => void status.refetch()} />;
  } else {
    const { isSet, lockedUntil } = status.data;
    const until = lockedUntil === null ? '' : i18n.date(new Date(lockedUntil), { timeStyle: 'short' });
    body = (
      <>
        {done === 'set' && <Alert tone="success">{t`Your payment password is set. You can now withdraw.`}</Alert>}
        {done === 'change' && <Alert tone="success">{t`Your payment password is changed.`}</Alert>}
        {lockedUntil !== null && (
          <Alert tone="warning">{t`Too many wrong passwords: payment passwords are refused until ${until}.`}</Alert>
        )}
        {isSet ? (
          <Note>{t`Your payment password is set. Change it with the current one.`}</Note>
        ) : (
          <Alert tone="info">{t`Set a payment password before your first withdrawal. It is asked whenever money leaves your account.`}</Alert>
        )}
        <PaymentPasswordForm key={isSet ? 'change' : 'set'} mode={isSet ? 'change' : 'set'} onDone={() => setDone(isSet ? 'change' : 'set')} />
      </>
    );
  }

  return (
    <SecuritySection ref={sectionRef} id={PAYMENT_PASSWORD_SECTION_ID} title={t`Payment password`}>
      {body}
    </SecuritySection>
  );
}
