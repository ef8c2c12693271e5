import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Alert } from '@platform/ui';
import { memberCentrePath } from '../../../lib/paths/centre-paths';

/** Where the security centre sets the payment password. */
export const PAYMENT_PASSWORD_PATH = `${memberCentrePath('securityCenter')}#payment-password`;

/** No payment password yet: where to set one (the security centre builds that form). */
export function PaymentPasswordNeeded({ action }: { action: 'withdraw' | 'removeCard' }) {
  const { t } = useLingui();
  return (
    <Alert tone="warning" title={t`Set a payment password first`}>
      {action === 'withdraw'
        ? t`A payment password is required before your first withdrawal: it protects the money leaving your account.`
        : t`Removing a bank card needs your payment password.`}{' '}
      <Trans>
        <Link to={PAYMENT_PASSWORD_PATH}>Set it in the security centre</Link>.
      </Trans>
    </Alert>
  );
}

/** Too many wrong payment passwords: when they are taken again. */
export function PaymentPasswordLocked({ lockedUntil }: { lockedUntil: number }) {
  const { t, i18n } = useLingui();
  const time = i18n.date(new Date(lockedUntil), { hour: '2-digit', minute: '2-digit' });
  return <Alert tone="warning">{t`Too many wrong payment passwords: try again after ${time}.`}</Alert>;
}
