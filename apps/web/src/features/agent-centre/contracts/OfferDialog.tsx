import { useLingui } from '@lingui/react/macro';
import { Modal } from '@platform/ui';
import type { Contract, SettlementKind } from '@platform/api';
import { OfferForm } from './OfferForm';
import type { AnyKindTier } from './tier-fields';

export interface OfferDialogProps {
  kind: SettlementKind;
  isOpen: boolean;
  onClose: () => void;
  onSent: (contract: Contract<AnyKindTier>) => void;
}

/** The offer form in a dialog (focus kept inside, returned to the opening button on close); a new form each time it opens. */
export function OfferDialog({ kind, isOpen, onClose, onSent }: OfferDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t`Offer a contract`} width={760} minHeight={0}>
      {isOpen && <OfferForm kind={kind} onCancel={onClose} onSent={onSent} />}
    </Modal>
  );
}
