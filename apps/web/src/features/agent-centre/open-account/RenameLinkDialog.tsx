import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Modal, TextField, vars } from '@platform/ui';
import type { AffiliateLink } from '@platform/api';
import { errorMessage } from '../../../lib/error-message';
import { LINK_NAME_RULE, ruleError } from './field-rules';
import { Form } from './layout';
import { useUpdateAffiliateLink } from './queries';

export interface RenameLinkDialogProps {
  /** The link to rename; kept while the dialog fades out. */
  link: AffiliateLink | null;
  isOpen: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

/** Renames an affiliate link; a refusal shows in the dialog, which keeps the name typed. */
export function RenameLinkDialog({ link, isOpen, onClose, onClosed }: RenameLinkDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen={isOpen && link !== null}
      onOpenChange={(open) => !open && onClose()}
      onClosed={onClosed}
      title={t`Rename link`}
      width={400}
      minHeight={0}
    >
      {link && <RenameForm key={link.id} link={link} onCancel={onClose} onRenamed={onClose} />}
    </Modal>
  );
}

function RenameForm({ link, onCancel, onRenamed }: { link: AffiliateLink; onCancel: () => void; onRenamed: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAffiliateLink();
  const [name, setName] = useState(link.name);
  const [nameError, setNameError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const trimmed = name.trim();
    const error = ruleError(LINK_NAME_RULE, trimmed, i18n);
    setNameError(error);
    if (error) return;
    if (trimmed === link.name) {
      onRenamed();
      return;
    }
    update.mutate({ id: link.id, name: trimmed }, { onSuccess: onRenamed });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label={t`Link name`}
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
      {update.isError && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
      <Buttons>
        <Button variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {t`Save`}
        </Button>
      </Buttons>
    </Form>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
