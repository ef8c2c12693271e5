import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import type { PromotionalCredit } from '@platform/api';
import { useMoney } from '../withdraw/use-money';

/** How far the bets have got towards a bonus's turnover: a bar with the figures written beside it. */
export function TurnoverProgress({ credit }: { credit: PromotionalCredit }) {
  const { t } = useLingui();
  const money = useMoney();
  const id = useId();
  if (credit.turnoverRequired === null) return <span>{t`No turnover: trial credit is never withdrawable.`}</span>;
  const required = credit.turnoverRequired;
  const done = Math.min(credit.turnoverDone, required);
  const percent = Math.floor((done / required) * 100);
  const doneText = money(done);
  const requiredText = money(required);
  return (
    <Box>
      <label htmlFor={id}>{t`${doneText} of ${requiredText} (${percent}%)`}</label>
      <Bar id={id} max={required} value={done} />
    </Box>
  );
}

const Box = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  min-inline-size: 10rem;
`;

const Bar = styled.progress`
  inline-size: 100%;
  block-size: 0.5rem;
  accent-color: ${vars.color.primary};
`;
