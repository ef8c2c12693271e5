import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import type { WithdrawalForm } from '@platform/api';
import { useMoney } from './use-money';
import { FigureList } from '../../../components/FigureList';

/** What the player must know before requesting: what may leave, the limits, today's count, and the turnover still required. */
export function WithdrawalLimits({ form }: { form: WithdrawalForm }) {
  const { t } = useLingui();
  const money = useMoney();
  const left = Math.max(0, form.dailyCount.allowed - form.dailyCount.used);
  const allowed = form.dailyCount.allowed;
  const promotional = money(form.promotionalBalance);
  return (
    <FigureList>
      <div>
        <dt>{t`Withdrawable balance`}</dt>
        <dd>{money(form.withdrawableBalance)}</dd>
      </div>
      <div>
        <dt>{t`Minimum per withdrawal`}</dt>
        <dd>{money(form.minAmount)}</dd>
      </div>
      <div>
        <dt>{t`Maximum per withdrawal`}</dt>
        <dd>{money(form.maxAmount)}</dd>
      </div>
      <div>
        <dt>{t`Withdrawals left today`}</dt>
        <dd>{t`${left} of ${allowed}`}</dd>
      </div>
      <div>
        <dt>{t`Turnover still required`}</dt>
        <dd>{money(form.turnoverRequired)}</dd>
        <Note>
          {form.turnoverRequired > 0
            ? t`Bets still needed before your promotional credit (${promotional}) can be withdrawn. Until then only the withdrawable balance can leave.`
            : t`None: no promotional credit holds your money back.`}
        </Note>
      </div>
      {form.frozenBalance > 0 && (
        <div>
          <dt>{t`Frozen by a pending withdrawal`}</dt>
          <dd>{money(form.frozenBalance)}</dd>
        </div>
      )}
    </FigureList>
  );
}

const Note = styled.dd`
  && {
    margin-top: ${vars.space.xxs};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
  }
`;
