import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, Prose, Skeleton, sanitizeNotice, vars } from '@platform/ui';
import type { InboxMessage } from '@platform/api';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOpenMessage } from './queries';

/** An opened message: asked for in full once when it opens (which marks it read), with its delete button. */
export function MessageBody({ messageId, onDelete }: { messageId: number; onDelete: () => void }) {
  const { t } = useLingui();
  const open = useOpenMessage();
  const { mutate } = open;
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // Once per message, even when React runs the effect twice in development.
    if (asked.current === messageId) return;
    asked.current = messageId;
    mutate(messageId);
  }, [messageId, mutate]);

  if (open.isError) return <LoadFailed title={t`This message could not be opened.`} error={open.error} onRetry={() => mutate(messageId)} />;
  if (!open.data) {
    return (
      <Skeleton.Group label={t`Opening the message`}>
        <Skeleton lines={3} />
      </Skeleton.Group>
    );
  }
  return <OpenedMessage message={open.data} onDelete={onDelete} />;
}

function OpenedMessage({ message, onDelete }: { message: InboxMessage; onDelete: () => void }) {
  const { t } = useLingui();
  const html = useMemo(() => sanitizeNotice(message.content), [message.content]);
  return (
    <Column>
      {/* Sanitised twice: by the gateway and by sanitizeNotice (DOMPurify). */}
      <Prose html={html} />
      <div>
        <Button variant="secondary" size="sm" onClick={onDelete}>
          {t`Delete message`}
        </Button>
      </div>
    </Column>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
