import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Select, TextField } from '@platform/ui';
import { GATEWAY_ERROR_CODE, isApiError, type DownlineAccountType } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { accountTypeOptions } from './account-types';
import { Fields, Form } from './layout';
import { LINK_NAME_RULE, ruleError } from './field-rules';
import { useCreateAffiliateLink } from './queries';

export interface CreateLinkFormProps {
  /** The account types a link of this agent may register (the gateway's answer). */
  accountTypes: readonly number[];
  maxLinks: number;
}

/** Creates an affiliate link: a name the agent recognises it by and the account type it registers. */
export function CreateLinkForm({ accountTypes, maxLinks }: CreateLinkFormProps) {
  const { t, i18n } = useLingui();
  const create = useCreateAffiliateLink();
  const [name, setName] = useState('');
  const [type, setType] = useState(String(accountTypes[0] ?? ''));
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    const error = ruleError(LINK_NAME_RULE, trimmed, i18n);
    setNameError(error);
    setCreated(undefined);
    if (error) return;
    create.mutate(
      { name: trimmed, accountType: Number(type) as DownlineAccountType },
      {
        onSuccess: (link) => {
          setCreated(link.name);
          setName('');
        },
      },
    );
  };

  // The gateway refuses a link past the limit with 409 (another tab may have created the last one).
  const isOverLimit = isApiError(create.error) && create.error.code === GATEWAY_ERROR_CODE.operationNotAllowed && create.error.status === 409;
  return (
    <Form onSubmit={submit} noValidate aria-label={t`Create a link`}>
      <Fields>
        <TextField
          label={t`Link name`}
          description={t`For you only, e.g. where you share it.`}
          autoComplete="off"
          maxLength={LINK_NAME_RULE.maxLength}
          value={name}
          onChange={(value) => {
            setName(value);
            if (nameError) setNameError(ruleError(LINK_NAME_RULE, value.trim(), i18n));
          }}
          isRequired
          errorMessage={nameError}
        />
        <Select
          label={t`Registers as`}
          options={accountTypeOptions(accountTypes, i18n)}
          value={type}
          onChange={setType}
          isRequired
        />
      </Fields>
      {create.isError && (
        <Alert tone="danger">{isOverLimit ? t`You already have ${maxLinks} links, the most allowed.` : errorMessage(create.error)}</Alert>
      )}
      {created !== undefined && <Alert tone="success">{t`Link ${created} created.`}</Alert>}
      <div>
        <Button type="submit" isLoading={create.isPending}>
          {t`Create link`}
        </Button>
      </div>
    </Form>
  );
}
