import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, vars } from '@platform/ui';
import type { PendingLimitChange, PlayerLimit } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { LIMIT_NAMES } from '../../lib/protection/limit-names';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { LimitForm } from './LimitForm';
import { remainingOf } from './limit-change';
import { LIMIT_PERIOD_LABELS } from './protection-labels';
import { useCancelLimitChange, useConfirmLimitChange } from './protection-queries';
import { useDateTime, useMoney } from './use-formats';
import { useIsPast } from './use-is-past';

/**
 * One limit (a kind over a window): the limit and what its window has counted, any change
 * waiting (to confirm once its cooling-off has passed, or cancel), and the form to change it.
 */
export function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [isEditing, setEditing] = useState(false);
  const [saved, setSaved] = useState<PlayerLimit | null>(null);
  const periodLabel = i18n._(LIMIT_PERIOD_LABELS[limit.period]);
  const name = i18n._(LIMIT_NAMES[limit.kind][limit.period]);
  const fieldLabel = name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1);
  const used = money(limit.used);
  const remaining = remainingOf(limit.amount, limit.used);
  const left = remaining === null ? '' : money(remaining);
  const action = limit.amount === null ? t`Set limit` : t`Change`;

  return (
    <Row>
      <Summary>
        <Period>{periodLabel}</Period>
        <Amount>{limit.amount === null ? t`No limit` : money(limit.amount)}</Amount>
        <Used>{limit.amount === null ? t`${used} in this window` : t`${used} used, ${left} left`}</Used>
        {!isEditing && (
          // The name starts with the visible text (WCAG 2.5.3), then says which of the nine limits it is.
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${action} (${name})`}>
            {action}
          </Button>
        )}
      </Summary>
      {saved && !isEditing && <SavedNote limit={saved} onDismiss={() => setSaved(null)} />}
      {limit.pending && <PendingChange limit={limit} pending={limit.pending} />}
      {isEditing && (
        <LimitForm
          kind={limit.kind}
          period={limit.period}
          current={limit.amount}
          label={fieldLabel}
          onDone={(result) => {
            setSaved(result);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </Row>
  );
}

/** What the change just saved did: in force now, or waiting for its cooling-off. */
function SavedNote({ limit, onDismiss }: { limit: PlayerLimit; onDismiss: () => void }) {
  const { t } = useLingui();
  const dateTime = useDateTime();
  if (limit.pending) {
    const from = dateTime(limit.pending.confirmableFrom);
    return (
      <Alert tone="info" isDismissible onDismiss={onDismiss}>
        {t`Saved. The change waits for its 24 hours: you can confirm it from ${from}.`}
      </Alert>
    );
  }
  return (
    <Alert tone="success" isDismissible onDismiss={onDismiss}>
      {t`Saved. The limit applies now.`}
    </Alert>
  );
}

/** An increase or a removal waiting: when it may be confirmed, then Confirm; Cancel at any time. */
function PendingChange({ limit, pending }: { limit: PlayerLimit; pending: PendingLimitChange }) {
  const { t } = useLingui();
  const money = useMoney();
  const dateTime = useDateTime();
  const currency = useCurrencySymbol();
  const confirm = useConfirmLimitChange();
  const cancel = useCancelLimitChange();
  const isConfirmable = useIsPast(pending.confirmableFrom);
  const target = { kind: limit.kind, period: limit.period };
  const next = pending.amount === null ? null : money(pending.amount);
  const from = dateTime(pending.confirmableFrom);
  const error = confirm.error ?? cancel.error;

  return (
    <Pending>
      <p>
        {next === null ? t`Removal of this limit waiting.` : t`Change to ${next} waiting.`}{' '}
        {isConfirmable ? t`Its 24 hours have passed: confirm it to apply it.` : t`You can confirm it from ${from}.`}
      </p>
      <PendingButtons>
        {isConfirmable && (
          <Button size="sm" isLoading={confirm.isPending} onClick={() => !confirm.isPending && confirm.mutate(target)}>
            {t`Confirm change`}
          </Button>
        )}
        <Button size="sm" variant="ghost" isLoading={cancel.isPending} onClick={() => !cancel.isPending && cancel.mutate(target)}>
          {t`Cancel change`}
        </Button>
      </PendingButtons>
      {error !== null && <Alert tone="danger">{errorMessage(error, { currencySymbol: currency })}</Alert>}
    </Pending>
  );
}

const Row = styled.li`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} 0;
  border-top: 1px solid ${vars.color.borderSubtle};

  &:first-child {
    border-top: 0;
  }
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.xs} ${vars.space.md};

  & > button {
    grid-column: 2;
    grid-row: 1 / span 3;
  }
`;

const Period = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Amount = styled.span`
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Used = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Pending = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceSunken};

  p {
    margin: 0;
    font-size: ${vars.font.size.sm};
  }
`;

const PendingButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
