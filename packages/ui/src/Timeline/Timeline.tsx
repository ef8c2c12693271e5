import { createContext, use, type LiHTMLAttributes, type OlHTMLAttributes, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { vars } from '../theme/css-variables';
import { unstyledList } from '../utils/unstyled-list';
import { visuallyHidden } from '../utils/visually-hidden';
import { StepMarker, type TimelineStepState } from './step-marker';
import { formatStepTime } from './step-time';

export type { TimelineStepState };

const TimeZoneContext = /* @__PURE__ */ createContext<string | undefined>(undefined);

export interface TimelineProps extends OlHTMLAttributes<HTMLOListElement> {
  /** The steps, in order: `Timeline.Step` elements. */
  children?: ReactNode;
  /**
   * The IANA time zone the steps' times are shown in (`Asia/Kuala_Lumpur`): the merchant's zone,
   * so every player reads the same hour. Defaults to the reader's own.
   */
  timeZone?: string;
  ref?: Ref<HTMLOListElement>;
}

/**
 * A request's history as an ordered list of steps (a withdrawal from requested to received),
 * each with a marker for its state. Name it with `aria-label` or `aria-labelledby` when the
 * page has more than one.
 */
function TimelineRoot({ children, timeZone, ref, ...rest }: TimelineProps) {
  return (
    <TimeZoneContext value={timeZone}>
      <List {...rest} ref={ref}>
        {children}
      </List>
    </TimeZoneContext>
  );
}
TimelineRoot.displayName = 'Timeline';

export interface TimelineStepProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /** What happened at this step: "Requested", "Paid". */
  label: ReactNode;
  /** Where the step stands. The current one is marked `aria-current="step"`. */
  state: TimelineStepState;
  /** When it happened, as an ISO 8601 string; shown in the reader's language. */
  time?: string | undefined;
  /** More about the step: an amount, a reason for a rejection, a proof note. */
  detail?: ReactNode;
  /** Replaces the state in words that screen readers hear before the label ("Completed:"). */
  stateLabel?: string;
  ref?: Ref<HTMLLIElement>;
}

/** One step of a `Timeline`. */
function TimelineStep({ label, state, time, detail, stateLabel, ref, ...rest }: TimelineStepProps) {
  const { t, i18n } = useLingui();
  const timeZone = use(TimeZoneContext);
  const stateWords: Record<TimelineStepState, string> = {
    done: t({ message: 'Completed', comment: 'Timeline step state, read before the step.' }),
    current: t({ message: 'In progress', comment: 'Timeline step state: the step the request is at now.' }),
    upcoming: t({ message: 'Not yet', comment: 'Timeline step state: a step still to come.' }),
    failed: t({ message: 'Failed', comment: 'Timeline step state: the request stopped here (rejected).' }),
  };
  const shownTime = time === undefined ? undefined : formatStepTime(time, i18n.locale, timeZone);
  return (
    <Step {...rest} ref={ref} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
      <Marker>
        <StepMarker state={state} />
      </Marker>
      <Body>
        <Label>
          <Hidden>{stateLabel ?? stateWords[state]}: </Hidden>
          {label}
        </Label>
        {shownTime !== undefined && <Time dateTime={time}>{shownTime}</Time>}
        {detail !== undefined && detail !== null && <Detail>{detail}</Detail>}
      </Body>
    </Step>
  );
}
TimelineStep.displayName = 'Timeline.Step';

export const Timeline = /* @__PURE__ */ Object.assign(TimelineRoot, { Step: TimelineStep });

const MARKER_SIZE = '24px';

const List = /* @__PURE__ */ styled.ol`
  ${unstyledList}
  display: flex;
  flex-direction: column;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight};
`;

const Hidden = /* @__PURE__ */ styled.span`
  ${visuallyHidden}
`;

const Marker = /* @__PURE__ */ styled.span`
  display: flex;
  flex: none;
  width: ${MARKER_SIZE};
  height: ${MARKER_SIZE};

  svg {
    display: block;
  }
`;

const Step = /* @__PURE__ */ styled.li`
  --timeline-on: ${vars.color.surface};
  --timeline-fill: ${vars.color.surface};
  position: relative;
  display: flex;
  gap: ${vars.space.md};
  padding-bottom: ${vars.space.lg};

  /* The line to the next step, from under this marker to the next one. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: calc(${MARKER_SIZE} + ${vars.space.xxs});
    bottom: ${vars.space.xxs};
    inset-inline-start: calc(${MARKER_SIZE} / 2 - 1px);
    width: 2px;
    border-radius: 1px;
    background: ${vars.color.borderSubtle};
  }
  &[data-state='done']:not(:last-child)::before {
    background: ${vars.color.success};
  }
  &:last-child {
    padding-bottom: 0;
  }

  &[data-state='done'] ${Marker} {
    --timeline-on: ${vars.color.onSuccess};
    color: ${vars.color.success};
  }
  &[data-state='current'] ${Marker} {
    color: ${vars.color.primary};
  }
  &[data-state='upcoming'] ${Marker} {
    color: ${vars.color.border};
  }
  &[data-state='failed'] ${Marker} {
    --timeline-on: ${vars.color.onDanger};
    color: ${vars.color.danger};
  }

  @media (forced-colors: active) {
    &:not(:last-child)::before {
      background: CanvasText;
    }
    ${Marker} {
      --timeline-on: Canvas;
      --timeline-fill: Canvas;
      color: CanvasText !important;
    }
  }
`;

const Body = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
  padding-top: 1px;
  overflow-wrap: anywhere;
`;

const Label = /* @__PURE__ */ styled.span`
  font-weight: ${vars.font.weight.medium};
  font-size: ${vars.font.size.md};

  [data-state='upcoming'] & {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.regular};
  }
`;

const Time = /* @__PURE__ */ styled.time`
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Detail = /* @__PURE__ */ styled.div`
  color: ${vars.color.text};
`;
