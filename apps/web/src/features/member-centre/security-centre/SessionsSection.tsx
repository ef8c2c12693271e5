import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { styled } from 'styled-components';
import { Alert, Button, Skeleton, dialogs, unstyledList, vars } from '@platform/ui';
import type { MemberSession } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { Pill } from '../../../components/Pill';
import { errorMessage } from '../../../lib/error-message';
import { deviceLabel, formatDateTime } from './device-label';
import { Note, SecuritySection } from './layout';
import { useMemberSessions, useSignOutSessions } from './queries';

/**
 * The sessions signed in to the account: this device first and marked, the others each with a
 * Sign out, and "Sign out all other sessions" after a confirmation. The list is asked again
 * after every sign-out, whatever its outcome.
 */
export function SessionsSection() {
  const { t } = useLingui();
  const sessions = useMemberSessions();
  const signOut = useSignOutSessions();
  const [result, setResult] = useState<string>();

  const run = (sessionId: number | null) => {
    setResult(undefined);
    signOut.mutate(sessionId, {
      onSuccess: ({ signedOut }) =>
        setResult(t({ message: plural(signedOut, { one: '# session signed out.', other: '# sessions signed out.' }), comment: 'After signing out other devices' })),
    });
  };

  const signOutOthers = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t`Sign out all other sessions?`,
      text: t`Every other device logged in to your account will have to log in again.`,
      confirmLabel: t`Sign out`,
    });
    if (isConfirmed) run(null);
  };

  let body;
  if (sessions.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your sessions`}>
        <Skeleton variant="text" lines={3} />
      </Skeleton.Group>
    );
  } else if (sessions.isError) {
    body = <LoadFailed title={t`Your sessions could not be loaded.`} error={sessions.error} onRetry={() => void sessions.refetch()} />;
  } else {
    const others = sessions.data.filter((session) => !session.isCurrent);
    body = (
      <>
        <Note>{t`Sign out a device you do not recognise, then change your password.`}</Note>
        {result && <Alert tone="success">{result}</Alert>}
        {signOut.isError && <Alert tone="danger">{errorMessage(signOut.error)}</Alert>}
        <List aria-label={t`Signed-in sessions`}>
          {sessions.data.map((session) => (
            <SessionItem
              key={session.sessionId}
              session={session}
              isBusy={signOut.isPending && (signOut.variables === session.sessionId || signOut.variables === null)}
              onSignOut={() => run(session.sessionId)}
            />
          ))}
        </List>
        {others.length > 0 && (
          <div>
            <Button variant="danger" isLoading={signOut.isPending && signOut.variables === null} onClick={() => void signOutOthers()}>
              {t`Sign out all other sessions`}
            </Button>
          </div>
        )}
      </>
    );
  }
  return <SecuritySection title={t`Signed-in sessions`}>{body}</SecuritySection>;
}

interface SessionItemProps {
  session: MemberSession;
  isBusy: boolean;
  onSignOut: () => void;
}

function SessionItem({ session, isBusy, onSignOut }: SessionItemProps) {
  const { t, i18n } = useLingui();
  const device = deviceLabel(session, i18n);
  const address = session.lastSeenIp ?? session.ip ?? t`Unknown address`;
  const lastActive = formatDateTime(session.lastSeenAt, i18n);
  return (
    <Item data-current={session.isCurrent || undefined}>
      <div>
        <Device>
          {device}
          {session.isCurrent && <Pill data-tone="success">{t`This device`}</Pill>}
        </Device>
        <Details>
          <span>{t`Address: ${address}`}</span>
          <span>{t`Last active: ${lastActive}`}</span>
        </Details>
      </div>
      {!session.isCurrent && (
        <Button variant="secondary" size="sm" isLoading={isBusy} onClick={onSignOut} aria-label={t`Sign out ${device}, last active ${lastActive}`}>
          {t`Sign out`}
        </Button>
      )}
    </Item>
  );
}

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.sm};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};

  &[data-current] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
  }
`;

const Device = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  font-weight: ${vars.font.weight.bold};
`;

const Details = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
