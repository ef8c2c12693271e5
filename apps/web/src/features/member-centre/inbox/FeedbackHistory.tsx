import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Pagination, Skeleton, formatNoticeTime, unstyledList, vars } from '@platform/ui';
import { FEEDBACK_IMAGE_PATH, type FeedbackEntry } from '@platform/api';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { ProofImages } from '../withdraw/ProofImages';
import { questionTypeLabel } from './feedback-labels';
import { useFeedbackHistory } from './queries';

/** The player's past feedback, newest first, each with its images and customer service's reply (or that it is waiting). */
export function FeedbackHistory() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useFeedbackHistory(page);

  if (query.isPending) {
    return (
      <Skeleton.Group label={t`Loading your past feedback`}>
        <Skeleton variant="rect" height={96} />
        <Skeleton variant="rect" height={96} />
      </Skeleton.Group>
    );
  }
  if (query.isError) return <LoadFailed title={t`Your past feedback could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState>{t`You have sent no feedback yet.`}</EmptyState>;

  return (
    <Column>
      <List aria-label={t`Your past feedback`}>
        {query.data.list.map((entry) => (
          <FeedbackItem key={entry.id} entry={entry} />
        ))}
      </List>
      {query.data.totalPages > 1 && <Pagination page={page} pageCount={query.data.totalPages} onPageChange={setPage} label={t`Past feedback pages`} />}
    </Column>
  );
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  const { t, i18n } = useLingui();
  const type = questionTypeLabel(entry.questionType);
  return (
    <Item>
      <Meta>
        <Type>{typeof type === 'string' ? type : i18n._(type)}</Type>
        <Time dateTime={new Date(entry.createTime).toISOString()}>{formatNoticeTime(new Date(entry.createTime))}</Time>
      </Meta>
      <Content>{entry.content}</Content>
      <ProofImages images={entry.imageIds.map((imageId) => ({ imageId }))} imagePath={FEEDBACK_IMAGE_PATH} title={t`Images you sent`} />
      {entry.reply !== null && entry.replyTime !== null ? (
        <Reply aria-label={t`Reply`}>
          <ReplyHeading>
            {t`Reply`} · <time dateTime={new Date(entry.replyTime).toISOString()}>{formatNoticeTime(new Date(entry.replyTime))}</time>
          </ReplyHeading>
          <Content>{entry.reply}</Content>
        </Reply>
      ) : (
        <Waiting>{t`Waiting for a reply.`}</Waiting>
      )}
    </Item>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const List = styled.ul`
  ${unstyledList}
  display: grid;
  gap: ${vars.space.sm};
`;

const Item = styled.li`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: 0;
  font-size: ${vars.font.size.sm};
`;

const Type = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

const Time = styled.time`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Content = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Reply = styled.section`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm} ${vars.space.md};
  border-inline-start: 3px solid ${vars.color.primary};
  background: ${vars.color.surfaceSunken};
`;

const ReplyHeading = styled.h4`
  margin: 0;
  font-size: ${vars.font.size.sm};
`;

const Waiting = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;
