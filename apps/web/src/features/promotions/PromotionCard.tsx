import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Image, vars, noTransitionForReducedMotion, unstyledList } from '@platform/ui';
import type { Promotion } from '@platform/api';
import { PromotionPeriod } from './PromotionPeriod';
import { Pill } from '../../components/Pill';
import { PromotionStatusTag } from './promotion-status';

/** The promotions' pictures are 600 by 300. */
export const PROMOTION_IMAGE_RATIO = '2 / 1';

export interface PromotionCardProps {
  promotion: Promotion;
}

/** A promotion on the promotions page: its picture, title, tags, summary, period and status; the whole card opens it. */
export function PromotionCard({ promotion }: PromotionCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      {/* The title says what the picture shows: the picture is decoration. */}
      <Image src={promotion.imageUrl} alt="" aspectRatio={PROMOTION_IMAGE_RATIO} fit="cover" />
      <Body>
        <Title id={titleId}>
          <CardLink to={`/promoDetail?id=${encodeURIComponent(String(promotion.promotionId))}`}>{promotion.title}</CardLink>
        </Title>
        {promotion.tags.length > 0 && (
          <Tags aria-label={t`Tags`}>
            {promotion.tags.map((tag) => (
              <li key={tag}>
                <Pill>{tag}</Pill>
              </li>
            ))}
          </Tags>
        )}
        <Summary>{promotion.summary}</Summary>
        <Footer>
          <Period>
            <PromotionPeriod promotion={promotion} />
          </Period>
          <PromotionStatusTag status={promotion.status} />
        </Footer>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition: box-shadow ${vars.motion.fast} ease-out, transform ${vars.motion.fast} ease-out;

  &:hover {
    box-shadow: ${vars.shadow.md};
  }
  &:focus-within {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  ${noTransitionForReducedMotion}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg} ${vars.space.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  line-height: 1.3;
`;

/* The link covers the card, so a press anywhere opens the promotion; its text is the title. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  ${unstyledList}
`;

const Summary = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  margin-top: auto;
  padding-top: ${vars.space.sm};
`;

const Period = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;
`;
