import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, CopyField, Modal, QrCode, vars } from '@platform/ui';

export interface LinkQrCodeDialogProps {
  /** The link's name and registration address; kept while the dialog fades out. */
  name: string;
  url: string;
  isOpen: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

/** An affiliate link's registration address as a QR code to scan, with the address to copy under it. */
export function LinkQrCodeDialog({ name, url, isOpen, onClose, onClosed }: LinkQrCodeDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} onClosed={onClosed} title={t`QR code of ${name}`} width={400} minHeight={0}>
      <Body>
        <QrCode value={url} size={240} label={t`QR code of the registration link ${name}`} />
        <CopyField label={t`Registration link`} value={url} />
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};

  & > * {
    width: 100%;
  }
  & > :first-child {
    width: auto;
  }
`;
