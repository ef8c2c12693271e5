import { useLingui } from '@lingui/react/macro';
import { Modal } from '@platform/ui';
import type { AgentContract } from '@platform/api';
import { TierTable } from './TierTable';

export interface ContractTiersDialogProps {
  /** The contract whose tiers show; kept while the dialog fades out. */
  contract: AgentContract | null;
  isOpen: boolean;
  onClose: () => void;
  onClosed: () => void;
}

/** A listed contract's tiers, in a dialog (the list shows only its top rate). */
export function ContractTiersDialog({ contract, isOpen, onClose, onClosed }: ContractTiersDialogProps) {
  const { t } = useLingui();
  const between = contract ? `${contract.upline} → ${contract.downline}` : '';
  return (
    <Modal isOpen={isOpen && contract !== null} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`Tiers: ${between}`} width={640} minHeight={0}>
      {contract && <TierTable kind={contract.kind} tiers={contract.tiers} label={t`Tiers: ${between}`} />}
    </Modal>
  );
}
