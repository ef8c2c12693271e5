import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, Skeleton, vars } from '@platform/ui';
import { LoadFailed } from '../../../components/LoadFailed';
import { memberCentrePath } from '../../../lib/paths/centre-paths';
import { UplineTransferForm } from './UplineTransferForm';
import { UplineTransferRecord } from './UplineTransferRecord';
import { useUplineAccount } from './upline-queries';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';

/**
 * Transfer to upline (transferUpline): withdrawable money to the member's upline, with the
 * payment password, after a confirmation that shows the upline's masked account; and the record.
 */
export default function TransferUplinePage() {
  const { t } = useLingui();
  const recordId = useId();
  return (
    <PageColumn>
      <PageTitle>{t`Transfer to upline`}</PageTitle>
      <TransferArea />
      <section aria-labelledby={recordId}>
        <SectionTitle id={recordId}>{t`Transfer record`}</SectionTitle>
        <UplineTransferRecord />
      </section>
    </PageColumn>
  );
}

function TransferArea() {
  const { t } = useLingui();
  const upline = useUplineAccount();
  if (upline.isPending) {
    return (
      <Skeleton.Group label={t`Loading your upline`}>
        <Skeleton variant="rect" height="16rem" />
      </Skeleton.Group>
    );
  }
  if (upline.isError) {
    return <LoadFailed title={t`The transfer to your upline could not be opened.`} error={upline.error} onRetry={() => void upline.refetch()} />;
  }
  if (!upline.data.paymentPasswordSet) {
    return (
      <Alert tone="warning" title={t`Set a payment password first.`}>
        {t`A transfer to your upline needs your payment password.`}{' '}
        <Link to={`${memberCentrePath('securityCenter')}#payment-password`}>{t`Set it in the security centre`}</Link>
      </Alert>
    );
  }
  return <UplineTransferForm upline={upline.data} />;
}

const SectionTitle = styled.h3`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.font.size.lg};
`;
