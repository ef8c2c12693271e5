import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { Checkbox, formatMoney, vars } from '@platform/ui';
import type { FirstDepositPromotion } from '@platform/api';
import { FramedPart } from '../../../components/centre/page-parts';
import { firstDepositBonus } from './first-deposit-bonus';

export interface FirstDepositOfferProps {
  promotion: FirstDepositPromotion;
  isJoined: boolean;
  onJoinedChange: (isJoined: boolean) => void;
  /** The amount typed so far (null while there is none): the bonus it earns is shown. */
  amount: number | null;
  currencySymbol: string;
  /** Shows why the opt-in cannot go with this amount (set once the player submits). */
  isValidationShown: boolean;
}

/**
 * The brand's first-deposit promotion, for a member who has not deposited yet: what it pays,
 * the turnover its bonus needs before it can be withdrawn, and a box to take it.
 */
export function FirstDepositOffer({ promotion, isJoined, onJoinedChange, amount, currencySymbol, isValidationShown }: FirstDepositOfferProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const money = (value: number) => formatMoney(value, i18n.locale, currencySymbol);
  const title = promotion.title;
  const percent = i18n.number(promotion.bonusPercent, { maximumFractionDigits: 2 });
  const maxBonus = money(promotion.maxBonus);
  const minDeposit = money(promotion.minDeposit);
  const multiple = i18n.number(promotion.turnoverMultiple, { maximumFractionDigits: 2 });
  const isTooSmall = isJoined && amount !== null && amount < promotion.minDeposit;
  const bonus = amount === null ? 0 : firstDepositBonus(promotion, amount);
  const bonusText = money(bonus);

  return (
    <FramedPart $isSunken aria-labelledby={titleId}>
      <Title id={titleId}>{t`First-deposit bonus: ${title}`}</Title>
      <p>{t`Get ${percent}% of your first deposit as a bonus, up to ${maxBonus}, on a deposit of at least ${minDeposit}.`}</p>
      <p>
        {t`The bonus is promotional credit: you can play with it at once, and it becomes withdrawable once your bets reach ${multiple} times the bonus.`}
      </p>
      <Checkbox
        label={t`Join this promotion with my deposit`}
        checked={isJoined}
        onChange={onJoinedChange}
        description={isJoined && bonus > 0 ? t`Your bonus with this deposit: ${bonusText}` : undefined}
        errorMessage={isTooSmall && isValidationShown ? t`The bonus needs a deposit of at least ${minDeposit}` : undefined}
      />
    </FramedPart>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
`;
