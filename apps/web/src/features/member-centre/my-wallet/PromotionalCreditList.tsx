import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import type { PromotionalCredit, PromotionalCreditKind } from '@platform/api';

export interface PromotionalCreditListProps {
  credits: readonly PromotionalCredit[];
  /** Formats an amount with the currency symbol. */
  formatMoney: (amount: number) => string;
}

/**
 * The member's promotional credit still locked: each grant with its amount and how far the bets
 * have got towards its turnover requirement, so the player sees when it becomes withdrawable.
 */
export function PromotionalCreditList({ credits, formatMoney }: PromotionalCreditListProps) {
  const { t } = useLingui();
  const headingId = useId();
  const active = credits.filter((credit) => credit.status === 'ACTIVE');
  if (active.length === 0) return null;

  const kindName: Record<PromotionalCreditKind, string> = {
    WELCOME: t`Welcome credit`,
    TRIAL: t`Trial credit`,
    BONUS: t`Bonus`,
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t`Promotional credit`}</h3>
      <p>{t`Promotional credit can be played with. It becomes withdrawable once its turnover requirement is met.`}</p>
      <List>
        {active.map((credit) => {
          const progressId = `${headingId}-${credit.id}`;
          const locked = formatMoney(credit.lockedAmount);
          const done = formatMoney(credit.turnoverDone);
          const required = credit.turnoverRequired === null ? '' : formatMoney(credit.turnoverRequired);
          return (
            <li key={credit.id}>
              <strong>{kindName[credit.kind]}</strong> <span>{t`${locked} locked`}</span>
              {credit.turnoverRequired === null ? (
                <p>{t`Not withdrawable: a trial account plays for fun only.`}</p>
              ) : credit.kind === 'WELCOME' && credit.turnoverDone >= credit.turnoverRequired ? (
                <p>{t`Turnover met: it becomes withdrawable after your first deposit.`}</p>
              ) : (
                <>
                  <label htmlFor={progressId}>
                    {t`Turnover ${done} of ${required}`}
                  </label>
                  <Progress id={progressId} max={credit.turnoverRequired} value={credit.turnoverDone} />
                </>
              )}
            </li>
          );
        })}
      </List>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Progress = styled.progress`
  inline-size: 100%;
  max-inline-size: 32rem;
  block-size: 0.5rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;
