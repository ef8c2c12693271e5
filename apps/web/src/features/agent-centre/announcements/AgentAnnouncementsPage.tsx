import { useLingui } from '@lingui/react/macro';
import { NoticeBoard, Skeleton } from '@platform/ui';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageColumn, PageTitle } from '../../../components/centre/page-parts';
import { useAgentNotices } from './queries';

/**
 * The agent centre's announcements (`agentAnnouncement`): the notices the merchant writes for
 * agents, newest first, on the library's notice board (a paged list of titles beside the notice
 * picked, its rich text sanitised by the board).
 */
export default function AgentAnnouncementsPage() {
  const { t } = useLingui();
  const notices = useAgentNotices();

  let body;
  if (notices.isPending) {
    body = (
      <Skeleton.Group label={t`Loading the announcements`}>
        <Skeleton variant="text" lines={8} />
      </Skeleton.Group>
    );
  } else if (notices.isError) {
    body = <LoadFailed title={t`The announcements could not be loaded.`} error={notices.error} onRetry={() => void notices.refetch()} />;
  } else if (notices.data.length === 0) {
    body = <EmptyState>{t`No announcements for agents yet.`}</EmptyState>;
  } else {
    // Titles are h3 under the page's h2.
    body = <NoticeBoard notices={notices.data} headingLevel={3} />;
  }

  return (
    <PageColumn>
      <PageTitle>{t`Announcements`}</PageTitle>
      {body}
    </PageColumn>
  );
}
