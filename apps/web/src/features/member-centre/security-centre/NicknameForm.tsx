import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, TextField, ruleFailureMessage, checkRule } from '@platform/ui';
import { errorMessage } from '../../../lib/error-message';
import { NICKNAME_RULE } from './field-rules';
import { FormActions, FormColumn } from './layout';
import { useUpdateNickname } from './queries';

/** The nickname as the gateway stores it: trimmed, runs of spaces folded into one. */
export function normaliseNickname(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * Changes the nickname, checked by the gateway's rule before it is sent. A refusal shows under
 * the form and what was typed stays.
 */
export function NicknameForm({ current }: { current: string | null }) {
  const { t, i18n } = useLingui();
  const save = useUpdateNickname();
  const [nickname, setNickname] = useState(current ?? '');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();

  const hint = t`2 to 20 characters: letters, digits, spaces, "_", "-" or ".", starting with a letter or a digit.`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const value = normaliseNickname(nickname);
    const failure = checkRule(NICKNAME_RULE, value);
    setError(failure === 'pattern' ? hint : failure ? ruleFailureMessage(failure, NICKNAME_RULE, i18n) : undefined);
    setSaved(undefined);
    if (failure) return;
    save.mutate(value, {
      onSuccess: (result) => {
        setNickname(result.nickname);
        setSaved(result.nickname);
      },
    });
  };

  return (
    <FormColumn onSubmit={submit} noValidate aria-label={t`Change nickname`}>
      <TextField
        label={t`Nickname`}
        description={hint}
        autoComplete="nickname"
        maxLength={64}
        value={nickname}
        onChange={setNickname}
        isRequired
        errorMessage={error}
      />
      {save.isError && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
      {saved !== undefined && !save.isError && <Alert tone="success">{t`Your nickname is now ${saved}.`}</Alert>}
      <FormActions>
        <Button type="submit" isLoading={save.isPending}>
          {t`Save nickname`}
        </Button>
      </FormActions>
    </FormColumn>
  );
}
