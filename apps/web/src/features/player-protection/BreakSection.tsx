import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, Select, vars } from '@platform/ui';
import { SELF_EXCLUSION_DURATIONS, TIMEOUT_DURATIONS, type ExclusionKind } from '@platform/api';
import type { MessageDescriptor } from '@lingui/core';
import { SectionTitle } from '../../components/centre/page-parts';
import { ExcludeDialog } from './ExcludeDialog';
import type { ExclusionDuration } from './exclusion-end';
import { SELF_EXCLUSION_LABELS, TIMEOUT_LABELS } from './protection-labels';
import { Card, CardGrid, CardTitle, Intro, Section } from './section-parts';

/** Take a break (24 hours to 30 days) and self-exclusion (6 months to permanently), each confirmed in a dialog. */
export function BreakSection() {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t`Take a break or exclude yourself`}</SectionTitle>
      <Intro>{t`Both start at once and cannot be ended early. You are logged out on every device, and you get no gifts or promotions until it ends.`}</Intro>
      <CardGrid>
        <ExclusionCard
          kind="TIMEOUT"
          title={t`Take a break`}
          text={t`A short pause: no login, deposit or bet for the time you choose.`}
          durations={TIMEOUT_DURATIONS}
          labels={TIMEOUT_LABELS}
          actionLabel={t`Take a break`}
        />
        <ExclusionCard
          kind="SELF_EXCLUSION"
          title={t`Self-exclusion`}
          text={t`For 6 months or more: your accounts on every brand of ours, matched by phone number, email and real name, are closed until it ends.`}
          durations={SELF_EXCLUSION_DURATIONS}
          labels={SELF_EXCLUSION_LABELS}
          actionLabel={t`Exclude myself`}
        />
      </CardGrid>
    </Section>
  );
}

interface ExclusionCardProps<D extends ExclusionDuration> {
  kind: ExclusionKind;
  title: string;
  text: string;
  durations: readonly D[];
  labels: Readonly<Record<D, MessageDescriptor>>;
  actionLabel: string;
}

function ExclusionCard<D extends ExclusionDuration>({ kind, title, text, durations, labels, actionLabel }: ExclusionCardProps<D>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [chosen, setChosen] = useState<string>(durations[0]!);
  const [confirming, setConfirming] = useState<ExclusionDuration | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(chosen as D);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <Text>{text}</Text>
      <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Select label={t`For how long`} options={durations.map((value) => ({ value, label: i18n._(labels[value]) }))} value={chosen} onChange={setChosen} />
        <div>
          <Button type="submit" variant="danger">
            {actionLabel}
          </Button>
        </div>
      </Form>
      <ExcludeDialog kind={kind} duration={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

const Text = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  margin-top: ${vars.space.sm};
`;
