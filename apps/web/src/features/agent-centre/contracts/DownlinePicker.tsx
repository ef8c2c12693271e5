import { useDeferredValue, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Select, TextField, vars } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { useDownlineChoices } from './queries';

export interface DownlinePickerProps {
  /** The chosen downline's account, '' while none. */
  value: string;
  onChange: (account: string) => void;
  errorMessage?: string;
}

/** Chooses a direct downline: a search by account narrows the list (the `downlines` call), then a select picks one. */
export function DownlinePicker({ value, onChange, errorMessage: problem }: DownlinePickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const choices = useDownlineChoices(useDeferredValue(search));
  const found = choices.data?.list ?? [];
  const options = found.map((downline) => ({ value: downline.account, label: downline.nickname ? `${downline.account} (${downline.nickname})` : downline.account }));
  // The chosen downline stays a choice while a new search does not list it.
  if (value !== '' && !options.some((option) => option.value === value)) options.unshift({ value, label: value });

  return (
    <Picker>
      <TextField label={t`Find a downline`} description={t`Part of the account.`} type="search" maxLength={32} value={search} onChange={setSearch} />
      <Select
        label={t`Downline`}
        placeholder={choices.isPending ? t`Loading your downlines…` : found.length === 0 ? t`No direct downline matches` : t`Choose a downline`}
        options={options}
        value={value}
        onChange={onChange}
        isRequired
        errorMessage={problem}
      />
      {choices.isError && (
        <Alert tone="danger">
          {errorMessage(choices.error)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void choices.refetch()}>
            {t`Try again`}
          </Button>
        </Alert>
      )}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${vars.space.md};
  align-items: start;
`;
