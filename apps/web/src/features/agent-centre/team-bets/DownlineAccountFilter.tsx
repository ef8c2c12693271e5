import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, TextField, vars } from '@platform/ui';
import { isAccountText, MAX_ACCOUNT_LENGTH } from './downline-account';

export interface DownlineAccountFilterProps {
  /** The downline the report shows now; none for the whole team. */
  account: string | undefined;
  /** Called with the downline to show, or none for the whole team. */
  onChange: (account: string | undefined) => void;
  /** The gateway's refusal of the account shown (not in the team), beside the field. */
  refusal?: string | undefined;
}

/**
 * The team reports' downline filter: one downline's account, at any level of the team, or the
 * whole team. Asked on Search (or Enter), not on every key; a wrong value keeps what was typed.
 * Give it `key={account}` so a new address starts it over.
 */
export function DownlineAccountFilter({ account, onChange, refusal }: DownlineAccountFilterProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(account ?? '');
  const [ruleError, setRuleError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setRuleError(undefined);
      onChange(undefined);
      return;
    }
    if (!isAccountText(typed)) {
      setRuleError(t`Enter one account of at most ${MAX_ACCOUNT_LENGTH} characters.`);
      return;
    }
    setRuleError(undefined);
    onChange(typed.trim());
  };

  return (
    <Form role="search" aria-label={t({ message: 'Downline filter', comment: "Team report: the form that narrows the report to one downline's account" })} onSubmit={submit} noValidate>
      <TextField
        label={t`Downline account`}
        description={t`Any level of your team. Leave empty for the whole team.`}
        value={typed}
        onChange={(text) => {
          setTyped(text);
          setRuleError(undefined);
        }}
        errorMessage={ruleError ?? (typed.trim() === account ? refusal : undefined)}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <Actions>
        <Button type="submit" variant="secondary">
          {t({ message: 'Search', comment: "Team report: show only this downline's rows" })}
        </Button>
        {account !== undefined && (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              setRuleError(undefined);
              onChange(undefined);
            }}
          >
            {t({ message: 'Whole team', comment: "Team report: clear the downline filter and show every downline's rows" })}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
