import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, TextField, vars } from '@platform/ui';

/** The longest search the gateway takes (its AgentTeamQuery `search`). */
const SEARCH_MAX_LENGTH = 64;

export interface TeamSearchFormProps {
  /** The search in the address, or null while browsing. */
  search: string | null;
  onSearch: (text: string) => void;
}

/**
 * Searches the whole team by part of an account (Enter or the button); Clear, or searching for
 * nothing, goes back to browsing. Keep it keyed by `search` so Back shows the address's search.
 */
export function TeamSearchForm({ search, onSearch }: TeamSearchFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(search ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <Form role="search" aria-label={t`Search your team`} onSubmit={submit}>
      <TextField
        label={t`Account`}
        description={t`Part of an account: searches every level of your team.`}
        value={text}
        onChange={setText}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
      />
      <Buttons>
        <Button type="submit">{t`Search`}</Button>
        {search !== null && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t`Clear search`}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
