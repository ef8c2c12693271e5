import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../Skeleton/Skeleton';
import { vars } from '../theme/css-variables';
import { formatMoney } from '../utils/format-money';
import { visuallyHidden } from '../utils/visually-hidden';
import { changeDirection, changeMood, changeSentence, formatChangePercent, type ChangeDirection } from './stat-change';

/** How the figure is written: money with two decimals, a whole count, or a percentage. */
export type StatCardFormat = 'money' | 'number' | 'percent';

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the figure is: "Team deposits", "Active members". */
  label: ReactNode;
  /** The figure. For `percent`, in percent (45.2 shows "45.2%"). */
  value: number;
  /** How the figure is written. A count by default. */
  format?: StatCardFormat;
  /** The brand's currency symbol, before a money figure ("P 1,234.50"). */
  currencySymbol?: string;
  /** The period the figure covers: "This month", "1–7 Mar". */
  period?: ReactNode;
  /** The change against the previous period, in percent (12.5 for +12.5%). Leave out to show none. */
  change?: number | undefined;
  /** Whether going up is good news (deposits) or bad (losses); it colours the change. True by default. */
  isIncreaseGood?: boolean;
  /** Replaces what screen readers hear about the change ("up 12.5% on the previous period"). */
  changeLabel?: string;
  /** While the figure loads, a placeholder shows and the card is marked busy. */
  isLoading?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A figure with its label, period and change against the previous period, for the agent's team overview. */
export function StatCard({
  label,
  value,
  format = 'number',
  currencySymbol,
  period,
  change,
  isIncreaseGood = true,
  changeLabel,
  isLoading = false,
  ref,
  ...rest
}: StatCardProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const locale = i18n.locale;
  const hasChange = change !== undefined && Number.isFinite(change);
  const direction = hasChange ? changeDirection(change, locale) : 'flat';
  return (
    <Root {...rest} ref={ref} role="group" aria-labelledby={labelId} aria-busy={isLoading || undefined} data-loading={isLoading || undefined}>
      <Label id={labelId}>{label}</Label>
      {period !== undefined && period !== null && <Period>{period}</Period>}
      {isLoading ? (
        <>
          <FigurePlaceholder>
            <Skeleton width="70%" height="1lh" />
          </FigurePlaceholder>
          <Hidden>{t`Loading`}</Hidden>
        </>
      ) : (
        <>
          <Value>{formatFigure(value, format, locale, currencySymbol)}</Value>
          {hasChange && (
            <Change data-mood={changeMood(direction, isIncreaseGood)} data-direction={direction}>
              <ChangeArrow direction={direction} />
              <span aria-hidden="true">{formatChangePercent(change, locale)}</span>
              <Hidden>{changeLabel || changeSentence(i18n, change)}</Hidden>
            </Change>
          )}
        </>
      )}
    </Root>
  );
}
StatCard.displayName = 'StatCard';

/** The figure as the locale writes it. */
export function formatFigure(value: number, format: StatCardFormat, locale: string, currencySymbol?: string): string {
  if (format === 'money') return formatMoney(value, locale, currencySymbol);
  if (format === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** An arrow up or down, or a level bar for no change. Decorative: the sentence says it. */
function ChangeArrow({ direction }: { direction: ChangeDirection }) {
  const path = { up: 'M8 13V3m-4 4 4-4 4 4', down: 'M8 3v10m-4-4 4 4 4-4', flat: 'M3 8h10' }[direction];
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-arrow="">
      <path d={path} />
    </svg>
  );
}

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Root = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.xxs};
  min-width: 0;
  padding: ${vars.space.lg};
  /* The figure's size follows the card's width, so a large amount fits a narrow card in a phone's grid. */
  container-type: inline-size;
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  line-height: 1.3;

  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

const Label = /* @__PURE__ */ styled.span`
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  color: ${vars.color.text};
`;

const Period = /* @__PURE__ */ styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};
`;

const Value = /* @__PURE__ */ styled.span`
  margin-top: ${vars.space.xs};
  font-size: clamp(${vars.font.size.md}, 13cqi, ${vars.font.size.xl});
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

// The figure's own box (its margin, its size for the card's width, its line), so that the card keeps
// its height when the figure replaces the skeleton.
const FigurePlaceholder = /* @__PURE__ */ styled(Value)`
  align-self: stretch;
`;

const Change = /* @__PURE__ */ styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
  background: ${vars.color.surfaceSunken};

  &[data-mood='good'] {
    background: ${vars.color.successSoft};
    & > svg {
      color: ${vars.color.success};
    }
  }
  &[data-mood='bad'] {
    background: ${vars.color.dangerSoft};
    & > svg {
      color: ${vars.color.danger};
    }
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
    & > svg {
      color: CanvasText !important;
    }
  }
`;
