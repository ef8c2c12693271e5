import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Select, Skeleton, vars } from '@platform/ui';
import { LIMIT_PERIODS, type LimitPeriod, type PlayerLimit } from '@platform/api';
import { FramedPart, SectionTitle } from '../../components/centre/page-parts';
import { errorMessage } from '../../lib/error-message';
import { LIMIT_NAMES } from '../../lib/protection/limit-names';
import { useCurrencySymbol } from '../../lib/server-state/use-site-config';
import { LimitAmountField, useLimitAmount } from './limit-amount-field';
import { LIMIT_PERIOD_LABELS } from './protection-labels';
import { useDeclineDepositLimitPrompt, useProtectionSettings, useSetLimit } from './protection-queries';
import { useMoney } from './use-formats';

/**
 * Before the first deposit (MGA Player Protection Directive): while the gateway says a deposit
 * limit is due, the player is asked to set one, per 24 hours, 7 days or month, or to say "not now"
 * (not asked again); only then `children` (the deposit form) shows. When the settings cannot be
 * read the form shows all the same: the gateway still enforces every limit.
 */
export function DepositLimitGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const settings = useProtectionSettings();
  const [saved, setSaved] = useState<PlayerLimit | null>(null);
  if (settings.isPending) {
    return (
      <Skeleton.Group label={t`Loading your deposit limits`}>
        <Skeleton variant="rect" height={120} />
      </Skeleton.Group>
    );
  }
  if (settings.data?.depositLimitPromptDue === true) return <DepositLimitPrompt onSaved={setSaved} />;
  return (
    <>
      {saved && <SavedLimit limit={saved} onDismiss={() => setSaved(null)} />}
      {children}
    </>
  );
}

function SavedLimit({ limit, onDismiss }: { limit: PlayerLimit; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const name = i18n._(LIMIT_NAMES[limit.kind][limit.period]);
  const amount = limit.amount === null ? '' : money(limit.amount);
  return (
    <Alert tone="success" isDismissible onDismiss={onDismiss}>
      {t`Your ${name} is ${amount}.`}
    </Alert>
  );
}

function DepositLimitPrompt({ onSaved }: { onSaved: (limit: PlayerLimit) => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const currency = useCurrencySymbol();
  const save = useSetLimit();
  const decline = useDeclineDepositLimitPrompt();
  const [period, setPeriod] = useState<string>('DAY');
  const input = useLimitAmount(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || decline.isPending) return;
    const amount = input.validate();
    if (amount === null) return;
    // Through the promise: the prompt leaves the page as soon as the settings say the limit is set.
    save.mutateAsync({ kind: 'DEPOSIT', period: period as LimitPeriod, amount }).then(onSaved, () => undefined);
  };
  const error = save.error ?? decline.error;

  return (
    <Prompt aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t`Set a deposit limit before your first deposit`}</SectionTitle>
      <p>
        {t`A limit keeps your deposits to what you can afford. A lower limit applies at once; raising or removing it later waits 24 hours. You can change it any time under Responsible gaming.`}
      </p>
      <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Select
          label={t`Limit period`}
          options={LIMIT_PERIODS.map((value) => ({ value, label: i18n._(LIMIT_PERIOD_LABELS[value]) }))}
          value={period}
          onChange={setPeriod}
        />
        <LimitAmountField input={input} label={t`Deposit limit`} />
        {error !== null && <Alert tone="danger">{errorMessage(error, { currencySymbol: currency })}</Alert>}
        <Buttons>
          <Button type="submit" isLoading={save.isPending}>
            {t`Set limit`}
          </Button>
          <Button variant="ghost" isLoading={decline.isPending} onClick={() => !save.isPending && !decline.isPending && decline.mutate()}>
            {t`Not now`}
          </Button>
        </Buttons>
      </Form>
    </Prompt>
  );
}

// A question before the deposit form: its parts spaced as the form's.
const Prompt = styled(FramedPart)`
  gap: ${vars.space.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
