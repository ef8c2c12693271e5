import { Trans, useLingui } from '@lingui/react/macro';
import { systemStatusView, SYSTEM_STATUS } from '@platform/api';
import { Button } from '@platform/ui';
import { styled } from 'styled-components';
import { brand } from '@brand';
import { useSystemStatus } from '../system/use-system-status';

/** The home route. It grows into the lobby; here it greets and reports the platform's status. */
export function HomePage() {
  const { t } = useLingui();
  const status = useSystemStatus();
  const brandName = brand.name;
  return (
    <section aria-labelledby="home-title">
      <Title id="home-title">
        <Trans>Welcome to {brandName}</Trans>
      </Title>
      <Lead>
        <Trans>Slots, live casino, sports and lottery in one place. Play on your phone or your desktop.</Trans>
      </Lead>
      <Status role="status" aria-live="polite" data-state={status.state}>
        {status.state === 'loading' && t`Checking the platform status…`}
        {status.state === 'error' && (
          <>
            <span>{t`Network connection abnormal, please retry.`}</span>
            <Button size="sm" variant="secondary" onClick={status.retry}>
              {t`Retry`}
            </Button>
          </>
        )}
        {status.state === 'ready' && <StatusText view={systemStatusView(status.status)} ip={status.status.location.ip} />}
      </Status>
    </section>
  );
}

function StatusText({ view, ip }: { view: number; ip: string }) {
  const { t } = useLingui();
  if (view === SYSTEM_STATUS.maintenance) return <span>{t`The platform is being upgraded. Please come back soon.`}</span>;
  if (view === SYSTEM_STATUS.regionBlocked) return <span>{t`Your region (IP ${ip}) cannot use this service.`}</span>;
  return <span>{t`All games are open.`}</span>;
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;
