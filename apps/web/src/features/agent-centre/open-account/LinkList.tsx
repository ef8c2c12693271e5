import { useState } from 'react';
import { styled } from 'styled-components';
import { unstyledList, vars } from '@platform/ui';
import type { AffiliateLink } from '@platform/api';
import { LinkCard } from './LinkCard';
import { LinkQrCodeDialog } from './LinkQrCodeDialog';
import { RenameLinkDialog } from './RenameLinkDialog';

interface Shown<Value> {
  value: Value | null;
  isOpen: boolean;
}

const CLOSED = { value: null, isOpen: false };

/** The agent's links as cards, with one QR code dialog and one rename dialog for them all. */
export function LinkList({ links }: { links: readonly AffiliateLink[] }) {
  // A dialog keeps what it shows while it fades out after closing.
  const [qrCode, setQrCode] = useState<Shown<{ name: string; url: string }>>(CLOSED);
  const [renaming, setRenaming] = useState<Shown<AffiliateLink>>(CLOSED);
  return (
    <>
      <List>
        {links.map((link) => (
          <li key={link.id}>
            <LinkCard
              link={link}
              onShowQrCode={(shown, url) => setQrCode({ value: { name: shown.name, url }, isOpen: true })}
              onRename={(shown) => setRenaming({ value: shown, isOpen: true })}
            />
          </li>
        ))}
      </List>
      <LinkQrCodeDialog
        name={qrCode.value?.name ?? ''}
        url={qrCode.value?.url ?? ''}
        isOpen={qrCode.isOpen && qrCode.value !== null}
        onClose={() => setQrCode((shown) => ({ ...shown, isOpen: false }))}
        onClosed={() => setQrCode(CLOSED)}
      />
      <RenameLinkDialog
        link={renaming.value}
        isOpen={renaming.isOpen}
        onClose={() => setRenaming((shown) => ({ ...shown, isOpen: false }))}
        onClosed={() => setRenaming(CLOSED)}
      />
    </>
  );
}

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.md};
`;
