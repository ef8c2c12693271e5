import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { vars } from '@platform/ui';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatRemaining, useRemainingMs } from '../../../lib/use-countdown';

const MINUTE_MS = 60_000;

/**
 * The time left until the window is settled, ticking each second (m:ss). Screen readers do not
 * hear the ticking: a polite live region says the whole minutes left, so it speaks once a minute.
 */
export function SettlementCountdown({ windowEnd }: { windowEnd: number }) {
  const { t } = useLingui();
  const remainingMs = useRemainingMs(windowEnd, true);
  const minutesLeft = Math.ceil(remainingMs / MINUTE_MS);
  const spoken =
    minutesLeft === 0
      ? t`The window has ended: its salary is being settled.`
      : t({
          message: plural(minutesLeft, { one: 'Next settlement within # minute', other: 'Next settlement within # minutes' }),
          comment: 'Read to screen readers once a minute while the real-time salary window runs',
        });
  return (
    <>
      <Clock aria-hidden="true">
        {remainingMs > 0 ? formatRemaining(remainingMs) : t`Settling now`}
      </Clock>
      <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
    </>
  );
}

const Clock = styled.span`
  font-size: ${vars.font.size.xl};
  font-variant-numeric: tabular-nums;
`;
