import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, Button, dialogs, formatMoney, Modal, PasswordField, vars } from '@platform/ui';
import type { Exclusion, ExclusionKind } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { memberCentrePath } from '../../lib/paths/centre-paths';
import { useFunds } from '../../lib/server-state/use-funds';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { signOut } from '../auth';
import { exclusionEnd, type ExclusionDuration } from './exclusion-end';
import { useExclude, useProtectionSettings } from './protection-queries';
import { useDateTime } from './use-formats';

export interface ExcludeDialogProps {
  kind: ExclusionKind;
  /** The duration chosen; the dialog is closed while null. */
  duration: ExclusionDuration | null;
  onClose: () => void;
}

/**
 * The confirmation of a time-out or a self-exclusion: what it does, until when, and the login
 * password (when the account has one). Once the gateway has started it (and signed out every session) the player is logged
 * out here too, taken home, and told when it ends.
 */
export function ExcludeDialog({ kind, duration, onClose }: ExcludeDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen={duration !== null}
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'TIMEOUT' ? t`Take a break` : t`Exclude yourself`}
      width={460}
      minHeight={0}
    >
      {duration !== null && <ExcludeForm key={duration} kind={kind} duration={duration} onCancel={onClose} />}
    </Modal>
  );
}

function ExcludeForm({ kind, duration, onCancel }: { kind: ExclusionKind; duration: ExclusionDuration; onCancel: () => void }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useExclude();
  // An account without a login password (a mobile registration) confirms with its session alone.
  const asksPassword = useProtectionSettings().data?.exclusionAsksPassword ?? true;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [startedAt] = useState(() => Date.now());
  const end = exclusionEnd(duration, startedAt);
  const endText = end === null ? '' : dateTime(end);

  const finish = async (exclusion: Exclusion) => {
    const ends = exclusion.endsAt === null ? null : dateTime(exclusion.endsAt);
    // The gateway has ended every session already: forget the token before a call is refused with it.
    await signOut({ navigate, queryClient, isEndedByGateway: true });
    void dialogs.alert({
      title: exclusion.kind === 'TIMEOUT' ? t`Your break has started` : t`Your self-exclusion has started`,
      text:
        ends === null
          ? t`You are excluded permanently. You have been logged out on every device.`
          : exclusion.kind === 'TIMEOUT'
            ? t`Your break ends on ${ends}. You have been logged out on every device.`
            : t`Your self-exclusion ends on ${ends}. You have been logged out on every device.`,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const missing = asksPassword && password === '' ? t`Enter your login password.` : undefined;
    setPasswordError(missing);
    if (missing) return;
    start.mutate({ kind, duration, ...(asksPassword ? { password } : {}) }, { onSuccess: (exclusion) => void finish(exclusion) });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <p>
        {end === null
          ? t`Your account will be closed permanently, starting now.`
          : kind === 'TIMEOUT'
            ? t`Your account will be closed from now until ${endText}.`
            : t`Your account will be closed on every brand you play with us from now until ${endText}.`}
      </p>
      <BalanceLeft endText={end === null ? null : endText} onWithdraw={onCancel} />
      <Consequences>
        <li>{t`It cannot be ended early.`}</li>
        <li>{t`You will be logged out on every device at once.`}</li>
        <li>{t`No deposit, bet or login until it ends, and no gifts or promotions in the meantime.`}</li>
        {kind === 'SELF_EXCLUSION' && <li>{t`It covers every account of yours, matched by phone number, email and real name.`}</li>}
      </Consequences>
      {asksPassword && (
        <PasswordField
          label={t`Login password`}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          isRequired
          errorMessage={passwordError}
          description={t`To confirm that it is you.`}
        />
      )}
      {start.isError && <Alert tone="danger">{errorMessage(start.error)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="danger" isLoading={start.isPending}>
          {kind === 'TIMEOUT' ? t`Start my break` : t`Exclude me`}
        </Button>
      </Buttons>
    </Form>
  );
}

/**
 * The money still in the account, which the player cannot withdraw while the exclusion lasts (a
 * login is refused): said before they confirm, with the way to the withdrawal page.
 */
function BalanceLeft({ endText, onWithdraw }: { endText: string | null; onWithdraw: () => void }) {
  const { t, i18n } = useLingui();
  const symbol = useCurrencySymbol();
  const funds = useFunds().data;
  if (!funds || funds.sumBalance <= 0) return null;
  const total = formatMoney(funds.sumBalance, i18n.locale, symbol);
  const withdrawable = formatMoney(funds.availableBalance, i18n.locale, symbol);
  return (
    <Alert tone="warning" title={t`Your balance stays in your account`}>
      <p>
        {endText === null
          ? t`You have ${total} in your account, ${withdrawable} of it withdrawable now. Once this starts you cannot log in again to withdraw it.`
          : t`You have ${total} in your account, ${withdrawable} of it withdrawable now. Once this starts you cannot log in to withdraw it until ${endText}.`}
      </p>
      {funds.availableBalance > 0 && (
        <Link to={memberCentrePath('withdraw')} onClick={onWithdraw}>
          {t`Withdraw it first`}
        </Link>
      )}
    </Alert>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};

  p {
    margin: 0;
  }
`;

const Consequences = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding-inline-start: 1.25rem;
  font-size: ${vars.font.size.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
