import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatCellValue, vars } from '@platform/ui';
import { useSignedMoney } from './signed-money';
import { layoutNetBars } from './net-bars';

const HEIGHT = 100;
const SLOT = 10;
const GAP = 1.5;

/** A day of a report with its net result (a member's profit and loss, a team's, an agent's income). */
export interface NetDay {
  day: string;
  net: number;
}

export interface NetByDayChartProps {
  days: readonly NetDay[];
  /** The chart's caption; "Net result by day" when left out. */
  title?: string;
  /** How to read it; by default wins above the line, losses below, the same figures in the table by day. */
  note?: string;
}

/**
 * The period's net result by day as bars (wins up, losses down), drawn in the theme's colours so
 * it reads in both colour modes. The drawing is hidden from screen readers: the caption sends
 * them to the by-day table, which holds the same figures.
 */
export function NetByDayChart({ days, title, note }: NetByDayChartProps) {
  const { t, i18n } = useLingui();
  const signed = useSignedMoney();
  const captionId = useId();
  const { zeroY, bars } = layoutNetBars(
    days.map((day) => day.net),
    HEIGHT,
  );
  const width = Math.max(1, days.length) * SLOT;
  const first = days[0];
  const last = days.at(-1);
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <Caption>{title ?? t`Net result by day`}</Caption>{' '}
        <Note>{note ?? t`Wins rise above the line, losses fall below it. The table by day below holds the same figures.`}</Note>
      </figcaption>
      <Chart viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const day = days[index]!;
          return (
            <rect key={day.day} x={index * SLOT + GAP} width={SLOT - 2 * GAP} y={bar.y} height={bar.height} data-sign={bar.sign}>
              <title>{`${formatCellValue(day.day, 'date', i18n.locale)}: ${signed(day.net)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} vectorEffect="non-scaling-stroke" />
      </Chart>
      {first && last && (
        <Ends aria-hidden="true">
          <span>{formatCellValue(first.day, 'date', i18n.locale)}</span>
          <span>{formatCellValue(last.day, 'date', i18n.locale)}</span>
        </Ends>
      )}
    </Figure>
  );
}

const Figure = styled.figure`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const Caption = styled.span`
  display: block;
  font-weight: ${vars.font.weight.bold};
`;

const Note = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 10rem;
  overflow: visible;

  rect[data-sign='positive'] {
    fill: ${vars.color.success};
  }
  rect[data-sign='negative'] {
    fill: ${vars.color.danger};
  }
  line {
    stroke: ${vars.color.border};
    stroke-width: 1px;
  }

  @media (forced-colors: active) {
    rect {
      fill: CanvasText;
    }
  }
`;

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;
