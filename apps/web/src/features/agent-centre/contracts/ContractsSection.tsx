import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@platform/ui';
import type { SettlementKind } from '@platform/api';
import { PageHeader, PagePart, SectionTitle } from '../../../components/centre/page-parts';
import { ContractList } from './ContractList';
import { OfferDialog } from './OfferDialog';
import { ReceivedContracts } from './ReceivedContracts';

/**
 * A contract page's contracts of one kind, both sides: from my upline (the running contract, the
 * offers to answer, the history) and to my direct downlines (the contracts I pay, filterable,
 * with Terminate and Withdraw, and the offer of a new one).
 */
export function ContractsSection({ kind }: { kind: SettlementKind }) {
  const { t } = useLingui();
  const receivedId = useId();
  const historyId = useId();
  const paidId = useId();
  const [isOfferOpen, setOfferOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <>
      <PagePart aria-labelledby={receivedId}>
        <SectionTitle id={receivedId}>{t`From my upline`}</SectionTitle>
        <ReceivedContracts kind={kind} />
      </PagePart>
      <PagePart aria-labelledby={historyId}>
        <SectionTitle id={historyId}>{t`Contract history with my upline`}</SectionTitle>
        <ContractList kind={kind} side="RECEIVED" />
      </PagePart>
      <PagePart aria-labelledby={paidId}>
        <PageHeader>
          <SectionTitle id={paidId}>{t`To my downlines`}</SectionTitle>
          <Button
            onClick={() => {
              setSentTo(null);
              setOfferOpen(true);
            }}
          >
            {t`Offer a contract`}
          </Button>
        </PageHeader>
        {sentTo && (
          <Alert tone="success" isDismissible onDismiss={() => setSentTo(null)}>
            {t`Your offer was sent to ${sentTo}: it waits for their answer.`}
          </Alert>
        )}
        <ContractList kind={kind} side="PAID" />
      </PagePart>
      <OfferDialog
        kind={kind}
        isOpen={isOfferOpen}
        onClose={() => setOfferOpen(false)}
        onSent={(contract) => {
          setSentTo(contract.downline);
          setOfferOpen(false);
        }}
      />
    </>
  );
}
