import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, vars } from '@platform/ui';
import type { LimitKind, LimitPeriod, PlayerLimit } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { limitChangeEffect } from './limit-change';
import { LimitAmountField, useLimitAmount } from './limit-amount-field';
import { useSetLimit } from './protection-queries';

export interface LimitFormProps {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force (null: none). */
  current: number | null;
  /** The field's label ("Deposit limit per 24 hours"). */
  label: string;
  onDone: (limit: PlayerLimit) => void;
  onCancel: () => void;
}

/**
 * Sets a new amount for one limit, or removes it. Says before sending what the change will do (a
 * lower limit applies at once; a higher one or a removal waits 24 hours and a confirmation), keeps
 * what was typed after a refusal, and shows the rule that failed.
 */
export function LimitForm({ kind, period, current, label, onDone, onCancel }: LimitFormProps) {
  const { t } = useLingui();
  const currency = useCurrencySymbol();
  const save = useSetLimit();
  const input = useLimitAmount(current);
  const [isRemoving, setRemoving] = useState(false);

  const send = (next: number | null) => {
    setRemoving(next === null);
    save.mutate({ kind, period, amount: next }, { onSuccess: onDone });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const amount = input.validate();
    if (amount !== null) send(amount);
  };

  const effect = input.valid === null ? null : limitChangeEffect(current, input.valid);
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      <LimitAmountField
        input={input}
        label={label}
        description={
          effect === 'atOnce'
            ? t`A lower limit applies at once.`
            : effect === 'waits'
              ? t`A higher limit, or removing it, waits 24 hours; then you confirm it. Until then your current limit holds.`
              : effect === 'unchanged'
                ? t`This is your limit now.`
                : undefined
        }
      />
      {save.isError && <Alert tone="danger">{errorMessage(save.error, { currencySymbol: currency })}</Alert>}
      <Buttons>
        <Button type="submit" size="sm" isLoading={save.isPending && !isRemoving} isDisabled={effect === 'unchanged'}>
          {t`Save limit`}
        </Button>
        {current !== null && (
          <Button size="sm" variant="secondary" isLoading={save.isPending && isRemoving} onClick={() => !save.isPending && send(null)}>
            {t`Remove limit`}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
