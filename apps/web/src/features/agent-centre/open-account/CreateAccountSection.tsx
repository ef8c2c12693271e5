import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, CopyField, Skeleton } from '@platform/ui';
import type { TeamMember } from '@platform/api';
import { PagePart, SectionTitle } from '../../../components/centre/page-parts';
import { LoadFailed } from '../../../components/LoadFailed';
import { useValidationRules } from '../../../lib/server-state/use-field-rules';
import { accountTypeLabel, useCreatableAccountTypes } from './account-types';
import { CreateAccountForm } from './CreateAccountForm';
import { openAccountRules } from './field-rules';

/**
 * The first part of the page: the form that opens a direct downline account, under the
 * merchant's registration rules, and the account last opened, to copy and pass on.
 */
export function CreateAccountSection() {
  const { t, i18n } = useLingui();
  const rules = useValidationRules();
  const accountTypes = useCreatableAccountTypes();
  const [created, setCreated] = useState<{ member: TeamMember; count: number }>();
  const confirmation = useRef<HTMLDivElement>(null);

  // The form the focus was in is replaced by an empty one: the focus goes to the confirmation.
  const createdCount = created?.count ?? 0;
  useEffect(() => {
    if (createdCount > 0) confirmation.current?.focus();
  }, [createdCount]);

  let body;
  if (rules.isError) {
    body = <LoadFailed title={t`The registration rules could not be loaded.`} error={rules.error} onRetry={() => void rules.refetch()} />;
  } else if (rules.isPending || accountTypes === undefined) {
    body = (
      <Skeleton.Group label={t`Loading the form`}>
        <Skeleton variant="rect" height={240} />
      </Skeleton.Group>
    );
  } else if (accountTypes.length === 0) {
    body = <Alert tone="warning">{t`Only agents can open accounts.`}</Alert>;
  } else {
    body = (
      <CreateAccountForm
        // A new form after each account opened: nothing of the last one stays typed.
        key={createdCount}
        rules={openAccountRules(rules.data)}
        accountTypes={accountTypes}
        onCreated={(member) => setCreated((last) => ({ member, count: (last?.count ?? 0) + 1 }))}
      />
    );
  }

  const account = created?.member.account ?? '';
  const type = created ? accountTypeLabel(created.member.type, i18n) : '';
  return (
    <PagePart aria-labelledby="open-account-form-title">
      <SectionTitle id="open-account-form-title">{t`Open a downline account`}</SectionTitle>
      {created && (
        <>
          <Alert ref={confirmation} tabIndex={-1} tone="success" title={t`Account ${account} is open`}>
            {t`It is your direct downline (${type}) and logs in with the password you chose.`}
          </Alert>
          <CopyField label={t`New account`} value={account} />
        </>
      )}
      {body}
    </PagePart>
  );
}
