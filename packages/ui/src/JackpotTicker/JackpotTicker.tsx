import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { mergeRefs } from '../Field/merge-refs';
import { IconButton } from '../IconButton/IconButton';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { vars } from '../theme/css-variables';
import { visuallyHidden } from '../utils/visually-hidden';
import { amountParts, jackpotAfterTicks, jackpotFormat, jackpotStartValue, JACKPOT_INTERVAL_MS, JACKPOT_STEP } from './jackpot';
import { PauseIcon, PlayIcon } from '../utils/control-icons';
import { noTransitionForReducedMotion } from '../utils/reduced-motion';

export interface JackpotTickerProps {
  /** The currency symbol shown before the amount. Defaults to `P`, the platform's default (spec section 9). */
  currencySymbol?: string;
  /**
   * The amount to start from. By default it is derived from the current time
   * (`jackpotStartValue(Date.now())`), so every visitor sees about the same growing number.
   */
  startValue?: number;
  /** How much the amount grows per tick. Defaults to 165.11 (spec section 9). */
  step?: number;
  /** How often the amount grows, in milliseconds. Defaults to 3000 (spec section 9). */
  intervalMs?: number;
  /** The ticker's name, shown above the amount and read by screen readers. Defaults to "Jackpot", translated. */
  label?: string;
  /** Shows the label above the amount; when false it is only read by screen readers. Defaults to true. */
  isLabelVisible?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The jackpot amount, digit by digit, growing by `step` every `intervalMs` while it is on screen,
 * the tab is showing and the player has not paused it. It starts paused under
 * `prefers-reduced-motion` (WCAG 2.2.2); the player can still press play. Screen readers read the
 * whole amount as one piece of text and are not interrupted by its growth (no live region).
 *
 * Its growing state lives inside it: a tick re-renders the ticker only, never its parent.
 */
export function JackpotTicker({
  currencySymbol = 'P',
  startValue,
  step = JACKPOT_STEP,
  intervalMs = JACKPOT_INTERVAL_MS,
  label,
  isLabelVisible = true,
  className,
  ref,
}: JackpotTickerProps) {
  const { t, i18n } = useLingui();
  const name = label ?? t`Jackpot`;
  const labelId = useId();

  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, rootRef), [ref]);
  const isInView = useInView(rootRef);
  const isDocumentVisible = useDocumentVisible();
  const isReducedMotion = useReducedMotion();

  // Until the player presses the toggle, the system's motion preference decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const isPaused = choice === null ? isReducedMotion : choice === 'pause';
  const isRunning = !isPaused && isInView && isDocumentVisible;

  const [derivedStart] = useState(() => jackpotStartValue(Date.now(), { step, intervalMs }));
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setTicks((count) => count + 1), intervalMs);
    return () => clearInterval(timer);
  }, [isRunning, intervalMs]);

  const amount = jackpotAfterTicks(startValue ?? derivedStart, ticks, step);
  const format = useMemo(() => jackpotFormat(i18n.locale), [i18n.locale]);
  const parts = amountParts(amount, format);

  return (
    <Root
      ref={mergedRef}
      role="group"
      aria-labelledby={labelId}
      className={className}
      data-state={isRunning ? 'running' : 'paused'}
      data-paused={isPaused || undefined}
    >
      <Label id={labelId} data-visible={isLabelVisible || undefined}>
        {name}
      </Label>
      <Row>
        {/* The whole amount once, as text, for screen readers (not a live region: it is not announced every tick). */}
        <AmountText>{`${currencySymbol} ${format.format(amount)}`}</AmountText>
        <Digits aria-hidden="true">
          <CurrencySymbol>{currencySymbol}</CurrencySymbol>
          {parts.map((part) =>
            part.type === 'digit' ? (
              <DigitBox key={part.key} data-digit={part.value}>
                <Strip>
                  {DIGITS.map((digit) => (
                    <span key={digit}>{digit}</span>
                  ))}
                </Strip>
              </DigitBox>
            ) : (
              <Separator key={part.key}>{part.value}</Separator>
            ),
          )}
        </Digits>
        <IconButton
          size="sm"
          variant="secondary"
          label={isPaused ? t`Resume ${name}` : t`Pause ${name}`}
          onClick={() => setChoice(isPaused ? 'play' : 'pause')}
        >
          {isPaused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      </Row>
    </Root>
  );
}
JackpotTicker.displayName = 'JackpotTicker';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

// The ticker fills its container's width and sizes its digits to it (container query units), so
// a twelve-digit amount fits a phone and grows on a wide banner.
const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  container-type: inline-size;
  color: ${vars.color.text};
`;

const Label = /* @__PURE__ */ styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${vars.color.textMuted};

  &:not([data-visible]) {
    ${visuallyHidden}
  }
`;

const Row = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

const AmountText = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Digits = /* @__PURE__ */ styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  font-size: clamp(0.875rem, calc((100cqi - 56px) / 14), 2.5rem);
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.4;
  user-select: none;
`;

const CurrencySymbol = /* @__PURE__ */ styled.span`
  margin-inline-end: ${vars.space.xs};
  color: ${vars.color.jackpot};
`;

const Separator = /* @__PURE__ */ styled.span`
  color: ${vars.color.jackpot};
`;

// A strip of 0-9 inside a window one digit tall: the digit picks the strip's offset, and a change
// of digit rolls the strip to its new place. Ten static rules, no per-value class.
const DigitBox = /* @__PURE__ */ styled.span`
  display: inline-block;
  position: relative;
  width: 1.05ch;
  height: 1.4em;
  padding: 0 0.18em;
  box-sizing: content-box;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.jackpot};
  color: ${vars.color.onJackpot};
  text-align: center;
  box-shadow: inset 0 -0.35em 0.4em -0.3em rgb(0 0 0 / 0.35);

  ${DIGITS.map((digit, index) => `&[data-digit='${digit}'] > span { transform: translateY(-${index * 10}%); }`).join('\n')}

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Strip = /* @__PURE__ */ styled.span`
  display: flex;
  flex-direction: column;
  transition: transform ${vars.motion.slow} ${vars.motion.easing};

  & > span {
    display: block;
    height: 1.4em;
  }

  ${noTransitionForReducedMotion}
`;
