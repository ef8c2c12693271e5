import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Skeleton, Tabs, vars, unstyledList } from '@platform/ui';
import type { Promotion } from '@platform/api';
import { LoadFailed } from '../../components/LoadFailed';
import { PromotionCard, PROMOTION_IMAGE_RATIO } from './PromotionCard';
import { usePromotions } from './promotion-queries';
import { PageHeading, PageSection } from '../../components/PageSection';
import { EmptyState } from '../../components/EmptyState';

/** The tab of every promotion, before the categories. */
const ALL = 'all';

/**
 * /promotions: the promotions in category tabs (the first shows them all), as cards that open
 * /promoDetail. The tab is kept in the address (`?category=`), so a link can open one.
 */
export default function PromotionsPage() {
  const { t } = useLingui();
  const query = usePromotions();
  const [params, setParams] = useSearchParams();

  const categories = query.data?.categories ?? [];
  const requested = params.get('category');
  const selected = requested !== null && categories.some((category) => category.categoryId === requested) ? requested : ALL;

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true },
    );

  const inCategory = (categoryId: string): Promotion[] =>
    (query.data?.list ?? []).filter((promotion) => categoryId === ALL || promotion.categoryIds.includes(categoryId));

  return (
    <PageSection aria-labelledby="promotions-title">
      <PageHeading id="promotions-title">{t`Promotions`}</PageHeading>
      {query.isPending ? (
        <PromotionsSkeleton />
      ) : query.isError ? (
        <LoadFailed title={t`The promotions could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t`There are no promotions right now. Please come back soon.`}</EmptyState>
      ) : (
        <Tabs value={selected} onValueChange={choose}>
          <TabList aria-label={t`Promotion categories`}>
            <Tabs.Tab value={ALL}>{t`All`}</Tabs.Tab>
            {categories.map((category) => (
              <Tabs.Tab key={category.categoryId} value={category.categoryId}>
                {category.name}
              </Tabs.Tab>
            ))}
          </TabList>
          {[ALL, ...categories.map((category) => category.categoryId)].map((categoryId) => (
            <Tabs.Panel key={categoryId} value={categoryId}>
              <PromotionGrid promotions={inCategory(categoryId)} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageSection>
  );
}

function PromotionGrid({ promotions }: { promotions: Promotion[] }) {
  const { t } = useLingui();
  if (promotions.length === 0) return <EmptyState>{t`There are no promotions in this category yet.`}</EmptyState>;
  return (
    <Grid>
      {promotions.map((promotion) => (
        <li key={promotion.promotionId}>
          <PromotionCard promotion={promotion} />
        </li>
      ))}
    </Grid>
  );
}

function PromotionsSkeleton() {
  const { t } = useLingui();
  return (
    <Skeleton.Group label={t`Loading promotions`}>
      <SkeletonTabs>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rect" width={96} height={40} />
        ))}
      </SkeletonTabs>
      <Grid as="div">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <SkeletonCard key={key}>
            <Skeleton variant="rect" aspectRatio={PROMOTION_IMAGE_RATIO} />
            <Skeleton variant="text" lines={3} />
          </SkeletonCard>
        ))}
      </Grid>
    </Skeleton.Group>
  );
}

/* The list scrolls sideways on a phone (Tabs.List does that itself). */
const TabList = styled(Tabs.List)`
  margin-bottom: ${vars.space.lg};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${vars.space.lg};
  ${unstyledList}
`;

const SkeletonTabs = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.lg};
  overflow: hidden;
`;

const SkeletonCard = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding-bottom: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;
