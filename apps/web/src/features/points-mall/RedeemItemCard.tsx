import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Button, Image, vars, unstyledList } from '@platform/ui';
import type { RedeemItem } from '@platform/api';
import { formatMoney, formatPoints } from './format';
import { ITEM_TYPE_LABEL } from './labels';

export interface RedeemItemCardProps {
  item: RedeemItem;
  currencySymbol: string;
  /** The member's points, when known: a card says when they are not enough. */
  points?: number;
  onRedeem: (item: RedeemItem) => void;
}

/** An item of the points mall: what it is, what it costs and asks, how many are left, and its redeem button. */
export function RedeemItemCard({ item, currencySymbol, points, onRedeem }: RedeemItemCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const locale = i18n.locale;
  const cost = formatPoints(item.pointsRequired, locale);
  const isSoldOut = item.quantity !== null && item.quantity <= 0;
  const isShort = points !== undefined && points < item.pointsRequired;
  const typeLabel = ITEM_TYPE_LABEL[item.type];
  const left = item.quantity === null ? null : formatPoints(item.quantity, locale);
  const pays = item.redeemAmount == null ? null : `${currencySymbol}${formatMoney(item.redeemAmount, locale)}`;
  const needs = item.amountRequired == null ? null : `${currencySymbol}${formatMoney(item.amountRequired, locale)}`;

  return (
    <Card aria-labelledby={titleId}>
      <Picture>
        {item.imageUrl ? <Image src={item.imageUrl} alt="" aspectRatio={1} fit="contain" /> : null}
      </Picture>
      <Body>
        <Type>{typeLabel ? i18n._(typeLabel) : item.type}</Type>
        <Title id={titleId}>{item.name}</Title>
        <Cost>{t`${cost} points`}</Cost>
        <Facts>
          {pays && <li>{t`Pays ${pays}`}</li>}
          {needs && <li>{t`Needs ${needs} in deposits or valid bets`}</li>}
          <li>{left === null ? t`Unlimited` : isSoldOut ? t`Out of stock` : t`${left} left`}</li>
        </Facts>
        {isShort && !isSoldOut && <Short>{t`You need more points for this.`}</Short>}
        <Action>
          <Button isFullWidth isDisabled={isSoldOut} onClick={() => onRedeem(item)} aria-describedby={titleId}>
            {isSoldOut ? t`Out of stock` : t`Redeem`}
          </Button>
        </Action>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const Picture = styled.div`
  padding: ${vars.space.md} ${vars.space.md} 0;

  & > * {
    display: block;
    width: min(100%, 160px);
    margin: 0 auto;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
`;

const Type = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.md};
  line-height: 1.3;
`;

const Cost = styled.p`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.ul`
  ${unstyledList}
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Short = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${vars.space.sm};
`;
