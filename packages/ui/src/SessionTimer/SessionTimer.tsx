import { useEffect, useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { elapsedDateTime, elapsedSeconds, formatElapsed, msToNextSecond } from './elapsed';

export interface SessionTimerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** When the session started (epoch milliseconds, as `Date.now()`). */
  startedAt: number;
  /** The label before the time; "Session" by default. Screen readers hear it as the timer's name. */
  label?: ReactNode;
  /** Hides the label on screen (screen readers still hear it): a narrow header shows the time alone. */
  isLabelHidden?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * How long the player has been logged in, as `H:MM:SS`, counting up each second. Only this
 * component re-renders as it ticks; each tick is timed to the next whole second since
 * `startedAt` so it does not drift, and it catches up after a tab was in the background. It is a
 * `timer` role, which screen readers do not announce as it changes: they read it when they reach it.
 */
export function SessionTimer({ startedAt, label, isLabelHidden = false, ref, ...rest }: SessionTimerProps) {
  const { t } = useLingui();
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, msToNextSecond(startedAt, current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startedAt]);

  const seconds = elapsedSeconds(startedAt, now);
  return (
    <Root {...rest} ref={ref} role="timer" aria-live="off" aria-labelledby={labelId} data-session-timer="">
      <Label id={labelId} $isHidden={isLabelHidden}>
        {label ?? t`Session`}
      </Label>
      <Time dateTime={elapsedDateTime(seconds)}>{formatElapsed(seconds)}</Time>
    </Root>
  );
}
SessionTimer.displayName = 'SessionTimer';

const Root = /* @__PURE__ */ styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space.xxs};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  white-space: nowrap;
`;

const Label = /* @__PURE__ */ styled.span<{ $isHidden: boolean }>`
  ${({ $isHidden }) => ($isHidden ? visuallyHidden : '')}
`;

const Time = /* @__PURE__ */ styled.time`
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.font.weight.medium};
`;
