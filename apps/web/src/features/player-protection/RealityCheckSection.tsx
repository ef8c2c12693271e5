import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Select, vars } from '@platform/ui';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { SectionTitle } from '../../components/centre/page-parts';
import { REALITY_CHECK_LABELS } from './protection-labels';
import { useSetRealityCheck } from './protection-queries';
import { Intro, Section } from './section-parts';

/** The reality check's interval: off, or a reminder every 15, 30 or 60 minutes of a session. */
export function RealityCheckSection({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const save = useSetRealityCheck();
  const [chosen, setChosen] = useState<string>(String(minutes));
  const isChanged = Number(chosen) !== minutes;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !isChanged) return;
    save.mutate({ minutes: Number(chosen) as RealityCheckMinutes });
  };

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t`Reality check`}</SectionTitle>
      <Intro>
        {t`A reminder while you play: how long you have been logged in and what you have won or lost in this session, with your betting record one press away.`}
      </Intro>
      <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Select
          label={t`Remind me`}
          options={REALITY_CHECK_MINUTES.map((value) => ({ value: String(value), label: i18n._(REALITY_CHECK_LABELS[value]) }))}
          value={chosen}
          onChange={setChosen}
        />
        <div>
          <Button type="submit" isLoading={save.isPending} isDisabled={!isChanged}>
            {t`Save`}
          </Button>
        </div>
      </Form>
      {save.isSuccess && !isChanged && <Alert tone="success">{t`Saved. It applies from your next reminder.`}</Alert>}
      {save.isError && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
    </Section>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};

  & > :first-child {
    flex: 1 1 14rem;
  }
`;
