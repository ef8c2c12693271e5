import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, CopyField, StatusBadge, dialogs, vars } from '@platform/ui';
import type { AffiliateLink } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { accountTypeLabel } from './account-types';
import { useUpdateAffiliateLink } from './queries';
import { useRegistrationLink } from './registration-link';

export interface LinkCardProps {
  link: AffiliateLink;
  onShowQrCode: (link: AffiliateLink, url: string) => void;
  onRename: (link: AffiliateLink) => void;
}

/**
 * One affiliate link: its name and state, the code, the account type it registers, how many
 * registered through it, the registration link to copy, and its actions (QR code, rename,
 * disable after a confirmation, enable).
 */
export function LinkCard({ link, onShowQrCode, onRename }: LinkCardProps) {
  const { t, i18n } = useLingui();
  const url = useRegistrationLink(link.code);
  const update = useUpdateAffiliateLink();
  const baseId = useId();
  const titleId = `${baseId}-name`;
  const ids = { qrCode: `${baseId}-qr`, rename: `${baseId}-rename`, toggle: `${baseId}-toggle` };
  const name = link.name;

  const toggle = async () => {
    if (link.enabled) {
      const isConfirmed = await dialogs.confirm({
        title: t`Disable ${name}?`,
        text: t`Nobody can register through this link until you enable it again. Accounts already registered stay yours.`,
        confirmLabel: t`Disable`,
      });
      if (!isConfirmed) return;
    }
    update.mutate({ id: link.id, enabled: !link.enabled });
  };

  const registered = i18n.number(link.registeredCount);
  return (
    <Card aria-labelledby={titleId} data-enabled={link.enabled}>
      <Header>
        <Title id={titleId}>{name}</Title>
        <StatusBadge tone={link.enabled ? 'success' : 'neutral'}>{link.enabled ? t`Enabled` : t`Disabled`}</StatusBadge>
      </Header>
      <Facts>
        <div>
          <dt>{t`Code`}</dt>
          <dd>{link.code}</dd>
        </div>
        <div>
          <dt>{t`Registers as`}</dt>
          <dd>{accountTypeLabel(link.accountType, i18n)}</dd>
        </div>
        <div>
          <dt>{t`Registered`}</dt>
          <dd>{registered}</dd>
        </div>
        <div>
          <dt>{t`Created`}</dt>
          <dd>{i18n.date(link.createTime, { dateStyle: 'medium' })}</dd>
        </div>
      </Facts>
      <CopyField
        label={t`Registration link`}
        description={link.enabled ? undefined : t`Disabled: registrations through this link are refused.`}
        value={url}
      />
      {update.isError && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
      <Actions>
        {/* Each button is named by its action and the link's name ("Rename Facebook group"), as the copy button is. */}
        <Button variant="secondary" size="sm" aria-labelledby={`${ids.qrCode} ${titleId}`} onClick={() => onShowQrCode(link, url)}>
          <span id={ids.qrCode}>{t`QR code`}</span>
        </Button>
        <Button variant="secondary" size="sm" aria-labelledby={`${ids.rename} ${titleId}`} onClick={() => onRename(link)}>
          <span id={ids.rename}>{t`Rename`}</span>
        </Button>
        <Button
          variant={link.enabled ? 'ghost' : 'secondary'}
          size="sm"
          aria-labelledby={`${ids.toggle} ${titleId}`}
          isLoading={update.isPending}
          onClick={() => void toggle()}
        >
          <span id={ids.toggle}>{link.enabled ? t`Disable` : t`Enable`}</span>
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &[data-enabled='false'] {
    background: ${vars.color.surfaceSunken};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

const Title = styled.h4`
  margin: 0;
  font-size: ${vars.font.size.md};
  overflow-wrap: anywhere;
`;

// Two facts a row on a phone, four on a wide panel.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5rem), 1fr));
  gap: ${vars.space.sm};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
