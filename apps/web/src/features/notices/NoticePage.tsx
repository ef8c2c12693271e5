import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, NoticeBoard, Skeleton, vars } from '@platform/ui';
import { LoadFailed } from '../../components/LoadFailed';
import { useNotices } from './use-announcements';
import { PageHeading, PageSection } from '../../components/PageSection';

/**
 * /noticePage: the notices as a page, a paged list of titles beside the picked notice. The
 * `notices` call carries no announcement type, so there are no type tabs. `?id=` picks a notice
 * (a link to one), and picking one puts its id in the address.
 */
export default function NoticePage() {
  const { t } = useLingui();
  const query = useNotices();
  const [params, setParams] = useSearchParams();
  const requestedId = params.get('id');

  const notices = query.data ?? [];
  const found = requestedId === null ? -1 : notices.findIndex((notice) => String(notice.id) === requestedId);
  const selectedIndex = Math.max(found, 0);
  const isUnknownId = query.isSuccess && requestedId !== null && found === -1;

  const select = (index: number) => {
    const notice = notices[index];
    if (!notice) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', String(notice.id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageSection aria-labelledby="notice-page-title">
      <PageHeading id="notice-page-title">{t`Notices`}</PageHeading>
      {query.isPending ? (
        <Skeleton.Group label={t`Loading notices`}>
          <Card>
            <Skeleton variant="text" lines={8} />
          </Card>
        </Skeleton.Group>
      ) : query.isError ? (
        <LoadFailed title={t`The notices could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {isUnknownId && <Alert tone="info">{t`That notice is no longer available. Here are the latest notices.`}</Alert>}
          <Card>
            <NoticeBoard notices={notices} selectedIndex={selectedIndex} onSelectedIndexChange={select} headingLevel={2} />
          </Card>
        </>
      )}
    </PageSection>
  );
}

const Card = styled.div`
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  @media (min-width: 768px) {
    padding: ${vars.space.xl};
  }
`;
