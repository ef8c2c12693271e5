import { Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Alert, Button, Image, Prose, sanitizeNotice, Skeleton, vars } from '@platform/ui';
import { GATEWAY_ERROR_CODE, isApiError, type PromotionDetail, type RafflePrize } from '@platform/api';
import { errorMessage } from '../../lib/error-message';
import { LoadFailed } from '../../components/LoadFailed';
import { memberCentrePath } from '../../lib/paths/centre-paths';
import { requireRealAccount } from '../../lib/session/access';
import { PromotionPeriod } from './PromotionPeriod';
import { PROMOTION_IMAGE_RATIO } from './PromotionCard';
import { isNotFound, isPromotionId, isRaffle, usePromotionDetail, useRaffleClaim } from './promotion-queries';
import { Pill } from '../../components/Pill';
import { PromotionStatusTag } from './promotion-status';
import { PageHeading } from '../../components/PageSection';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { lazyModule } from '../../lib/lazy/lazy-module';

// Loaded when the player applies: the upload and the application call stay out of the page.
const ApplyDialog = lazyModule(() => import('./ApplyDialog').then((module) => ({ default: module.ApplyDialog })));

/**
 * /promoDetail?id=: one promotion with its terms (sanitised HTML) and what the player can do:
 * draw the daily raffle, or join (which starts with a deposit). Both need a real account.
 */
export default function PromoDetailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = usePromotionDetail(id);

  let content;
  if (!isPromotionId(id) || (query.isError && isNotFound(query.error))) content = <NotFound />;
  else if (query.isPending) content = <DetailSkeleton />;
  else if (query.isError)
    content = (
      <>
        <VisuallyHidden as="h1">{t`Promotion`}</VisuallyHidden>
        <LoadFailed title={t`The promotion could not be loaded.`} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  else content = <Detail promotion={query.data} />;

  return (
    <Page>
      <BackLink to="/promotions">
        <span aria-hidden="true">←</span> {t`All promotions`}
      </BackLink>
      {content}
    </Page>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useLingui();
  const terms = useMemo(() => sanitizeNotice(promotion.content), [promotion.content]);
  return (
    <Article aria-labelledby="promotion-title">
      <Image src={promotion.imageUrl} alt="" aspectRatio={PROMOTION_IMAGE_RATIO} fit="cover" loading="eager" />
      <PageHeading id="promotion-title">{promotion.title}</PageHeading>
      <Meta>
        <PromotionStatusTag status={promotion.status} />
        {promotion.tags.map((tag) => (
          <Pill key={tag}>{tag}</Pill>
        ))}
      </Meta>
      <Muted>
        <PromotionPeriod promotion={promotion} />
      </Muted>
      <Summary>{promotion.summary}</Summary>
      <PromotionAction promotion={promotion} />
      <section aria-labelledby="promotion-terms">
        <SubHeading id="promotion-terms">{t`Terms and conditions`}</SubHeading>
        {/* Sanitised by sanitizeNotice (DOMPurify): no script, handler or javascript: URL. */}
        <Prose html={terms} />
      </section>
    </Article>
  );
}

/** The raffle's draw, or joining; the other statuses are shown by the status label alone. */
function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const claim = useRaffleClaim();
  const [prize, setPrize] = useState<RafflePrize | null>(null);

  if (isRaffle(promotion)) {
    const hasDrawn = prize !== null || promotion.status === 'CLAIMED';
    const draw = () => {
      if (!requireRealAccount()) return;
      claim.mutate(promotion.promotionId, { onSuccess: setPrize });
    };
    return (
      <Actions>
        {promotion.status === 'JOIN_NOW' && !hasDrawn && (
          <Button isLoading={claim.isPending} onClick={draw}>
            {t`Draw now`}
          </Button>
        )}
        {prize && <PrizeWon prize={prize} />}
        {!prize && promotion.status === 'CLAIMED' && (
          <Muted>{t`You have drawn today. Come back tomorrow for another draw.`}</Muted>
        )}
        {claim.isError && <Alert tone="danger">{raffleErrorMessage(claim.error, t`You have already drawn today, or the draw is closed. Please try again tomorrow.`)}</Alert>}
      </Actions>
    );
  }

  if (promotion.applicationRequired) return <ApplyAction promotion={promotion} />;
  if (promotion.status !== 'JOIN_NOW') return null;
  return (
    <Actions>
      <Button
        onClick={() => {
          if (requireRealAccount()) void navigate(memberCentrePath('depositv2'));
        }}
      >
        {t`Join now`}
      </Button>
      <Muted>{t`Joining starts with a qualifying deposit.`}</Muted>
    </Actions>
  );
}

/** A promotion joined by an activity application: apply (again after a rejection, whose reason shows), then wait for the review. */
function ApplyAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [isApplied, setApplied] = useState(false);
  const canApply = promotion.status === 'JOIN_NOW' || promotion.status === 'REJECTED';
  const reason = promotion.rejectionReason;
  return (
    <Actions>
      {promotion.status === 'REJECTED' && reason && <Alert tone="danger" title={t`Your application was rejected`}>{reason}</Alert>}
      {isApplied && <Alert tone="success">{t`Application sent. Its payout will be in your reward centre once it is approved.`}</Alert>}
      {canApply && !isApplied && (
        <>
          <Button
            onClick={() => {
              if (requireRealAccount()) setOpen(true);
            }}
          >
            {t`Apply now`}
          </Button>
          <Muted>{t`Apply with proof images and a remark; the payout is claimed in the reward centre.`}</Muted>
        </>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <ApplyDialog
            promotion={promotion}
            isOpen={isOpen}
            onOpenChange={setOpen}
            onApplied={() => {
              setOpen(false);
              setApplied(true);
            }}
          />
        </Suspense>
      )}
    </Actions>
  );
}

function PrizeWon({ prize }: { prize: RafflePrize }) {
  const { t } = useLingui();
  const prizeName = prize.prizeName;
  return (
    <Alert tone="success" title={t`You won ${prizeName}!`}>
      {t`It has been added to your main wallet. Come back tomorrow for another draw.`}
    </Alert>
  );
}

/** A refused draw (already drawn today, ended, not open yet) says so rather than "contact customer service". */
function raffleErrorMessage(error: unknown, refused: string): string {
  return isApiError(error) && error.code === GATEWAY_ERROR_CODE.operationNotAllowed ? refused : errorMessage(error);
}

function NotFound() {
  const { t } = useLingui();
  return (
    <NotFoundBox>
      <PageHeading>{t`Promotion not found`}</PageHeading>
      <p>{t`This promotion does not exist or has been removed.`}</p>
      <p>
        <Link to="/promotions">{t`See all promotions`}</Link>
      </p>
    </NotFoundBox>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Skeleton.Group label={t`Loading the promotion`}>
      <Article as="div">
        <Skeleton variant="rect" aspectRatio={PROMOTION_IMAGE_RATIO} />
        <Skeleton variant="text" height={32} width="60%" />
        <Skeleton variant="text" lines={6} />
      </Article>
    </Skeleton.Group>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 880px;
  margin: 0 auto;
`;

const BackLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 40px;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const Article = styled.article`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  @media (min-width: 768px) {
    padding: ${vars.space.xl};
  }
`;

const SubHeading = styled.h2`
  margin: ${vars.space.md} 0 ${vars.space.sm};
  font-size: ${vars.font.size.lg};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space.sm};
`;

const NotFoundBox = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  p {
    margin: 0;
  }
  a {
    color: ${vars.color.text};
    text-decoration: underline;
  }
`;
