import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Alert, Button, Pagination, Skeleton, dialogs, focusRing, formatNoticeTime, unstyledList, vars } from '@platform/ui';
import type { InboxMessageSummary } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { errorMessage } from '../../../lib/error-message';
import { MessageBody } from './MessageBody';
import { useDeleteMessages, useInboxMessages, useMarkAllRead } from './queries';

/**
 * The inbox: the member's messages in pages, newest first, unread ones marked. A message opens in
 * place (its row is a disclosure button), which marks it read; messages are deleted one at a time
 * from their body or several at once by their check boxes, after a confirmation.
 */
export function MessageList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = useInboxMessages(page);
  const markAll = useMarkAllRead();
  const remove = useDeleteMessages();

  const messages = query.data?.list ?? [];
  const unread = query.data?.unreadMessage ?? 0;
  const shownSelection = messages.filter((message) => selected.has(message.id)).map((message) => message.id);

  const toggleSelected = (id: number, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = async (ids: number[]) => {
    const count = ids.length;
    const isSure = await dialogs.confirm({
      title: count === 1 ? t`Delete this message?` : t`Delete ${count} messages?`,
      text: t`A deleted message cannot be brought back.`,
      confirmLabel: t`Delete`,
    });
    if (!isSure) return;
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
        if (openId !== null && ids.includes(openId)) setOpenId(null);
        // The last messages of the last page went: show the page before it.
        if (ids.length >= messages.length && page > 1) setPage(page - 1);
      },
    });
  };

  if (query.isPending) {
    return (
      <Skeleton.Group label={t`Loading your messages`}>
        <Skeleton variant="rect" height={64} />
        <Skeleton variant="rect" height={64} />
        <Skeleton variant="rect" height={64} />
      </Skeleton.Group>
    );
  }
  if (query.isError) return <LoadFailed title={t`Your messages could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <Column>
      <Toolbar>
        <Summary>{unread > 0 ? t`${unread} unread` : t`All read`}</Summary>
        <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} isLoading={markAll.isPending} isDisabled={unread === 0}>
          {t`Mark all as read`}
        </Button>
        <Button variant="danger" size="sm" onClick={() => void confirmDelete(shownSelection)} isLoading={remove.isPending} isDisabled={shownSelection.length === 0}>
          {shownSelection.length > 0 ? t`Delete selected (${shownSelection.length})` : t`Delete selected`}
        </Button>
      </Toolbar>
      {markAll.isError && <Alert tone="danger">{errorMessage(markAll.error)}</Alert>}
      {remove.isError && <Alert tone="danger">{errorMessage(remove.error)}</Alert>}
      {messages.length === 0 ? (
        <EmptyState>{t`You have no messages.`}</EmptyState>
      ) : (
        <List aria-label={t`Messages`}>
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              isSelected={selected.has(message.id)}
              onToggle={() => setOpenId(openId === message.id ? null : message.id)}
              onSelect={(isChecked) => toggleSelected(message.id, isChecked)}
              onDelete={() => void confirmDelete([message.id])}
            />
          ))}
        </List>
      )}
      {query.data && query.data.totalPages > 1 && (
        <Pagination
          page={page}
          pageCount={query.data.totalPages}
          onPageChange={(next) => {
            setPage(next);
            setOpenId(null);
          }}
          label={t`Message pages`}
        />
      )}
    </Column>
  );
}

interface MessageRowProps {
  message: InboxMessageSummary;
  isOpen: boolean;
  isSelected: boolean;
  onToggle: () => void;
  onSelect: (isChecked: boolean) => void;
  onDelete: () => void;
}

function MessageRow({ message, isOpen, isSelected, onToggle, onSelect, onDelete }: MessageRowProps) {
  const { t } = useLingui();
  const id = useId();
  const title = message.title;
  return (
    <Item data-unread={message.read ? undefined : ''} data-state={isOpen ? 'open' : 'closed'}>
      <Head>
        <Select type="checkbox" checked={isSelected} onChange={(event) => onSelect(event.target.checked)} aria-label={t`Select "${title}"`} />
        <Toggle type="button" id={`${id}-toggle`} aria-expanded={isOpen} aria-controls={`${id}-body`} onClick={onToggle}>
          <TitleLine>
            {!message.read && <UnreadDot aria-hidden="true" />}
            <Title>{message.title}</Title>
            {!message.read && <VisuallyHidden>{t`(unread)`}</VisuallyHidden>}
          </TitleLine>
          <Time dateTime={new Date(message.createTime).toISOString()}>{formatNoticeTime(new Date(message.createTime))}</Time>
          {!isOpen && <Preview>{message.preview}</Preview>}
        </Toggle>
      </Head>
      <Body id={`${id}-body`} role="region" aria-labelledby={`${id}-toggle`} hidden={!isOpen}>
        {isOpen && <MessageBody messageId={message.id} onDelete={onDelete} />}
      </Body>
    </Item>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

const Summary = styled.p`
  margin: 0 auto 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.sm};
`;

const Item = styled.li`
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &[data-unread] {
    border-color: ${vars.color.primary};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding-inline-start: ${vars.space.md};
`;

const Select = styled.input`
  flex: none;
  width: 1.1em;
  height: 1.1em;
  margin: ${vars.space.md} 0 0;
  accent-color: ${vars.color.primary};
  ${focusRing()}
`;

const Toggle = styled.button`
  display: grid;
  flex: 1;
  gap: ${vars.space.xs};
  min-width: 0;
  min-height: 44px;
  padding: ${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing()}
`;

const TitleLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-width: 0;
`;

const UnreadDot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${vars.color.danger};
`;

const Title = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${vars.font.weight.medium};

  [data-unread] & {
    font-weight: ${vars.font.weight.bold};
  }
`;

const Time = styled.time`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.div`
  padding: 0 ${vars.space.md} ${vars.space.md};
`;
