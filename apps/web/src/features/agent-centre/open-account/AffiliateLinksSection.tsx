import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Skeleton } from '@platform/ui';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailed } from '../../../components/LoadFailed';
import { PagePart, SectionTitle } from '../../../components/centre/page-parts';
import { CreateLinkForm } from './CreateLinkForm';
import { LinkList } from './LinkList';
import { Note } from './layout';
import { useAffiliateLinks } from './queries';

/** Links left at which the page tells the agent the limit is near. */
const FEW_LINKS_LEFT = 5;

/**
 * The second part of the page: the agent's affiliate links, how many of the allowed it has, a
 * form to create one while under the limit, and each link with its registrations and actions.
 */
export function AffiliateLinksSection() {
  const { t, i18n } = useLingui();
  const links = useAffiliateLinks();

  let body;
  if (links.isPending) {
    body = (
      <Skeleton.Group label={t`Loading your links`}>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="rect" height={200} />
      </Skeleton.Group>
    );
  } else if (links.isError) {
    body = <LoadFailed title={t`Your links could not be loaded.`} error={links.error} onRetry={() => void links.refetch()} />;
  } else {
    const { list, accountTypes, maxLinks } = links.data;
    const count = i18n.number(list.length);
    const left = maxLinks - list.length;
    body = (
      <>
        <Note>{t`You have ${count} of ${maxLinks} links.`}</Note>
        {left <= 0 ? (
          <Alert tone="info">{t`You have the most links allowed: rename a link or enable a disabled one instead of creating another.`}</Alert>
        ) : (
          <>
            {left <= FEW_LINKS_LEFT && <Alert tone="info">{t`${plural(left, { one: 'You can create # more link.', other: 'You can create # more links.' })}`}</Alert>}
            <CreateLinkForm accountTypes={accountTypes} maxLinks={maxLinks} />
          </>
        )}
        {list.length === 0 ? <EmptyState>{t`No links yet: create one to share.`}</EmptyState> : <LinkList links={list} />}
      </>
    );
  }

  return (
    <PagePart aria-labelledby="affiliate-links-title">
      <SectionTitle id="affiliate-links-title">{t`Affiliate links`}</SectionTitle>
      {body}
    </PagePart>
  );
}
