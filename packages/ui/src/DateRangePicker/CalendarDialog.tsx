import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { addMonths, addYears, endOfMonth, isAfter, isBefore, isSameDay, startOfMonth } from 'date-fns';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertOutside } from '../hooks/use-inert-outside';
import { useLayerStack } from '../hooks/use-layer-stack';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { Portal } from '../Portal/Portal';
import { vars } from '../theme/css-variables';
import { NextIcon, PreviousIcon } from '../utils/control-icons';
import { focusRing } from '../utils/focus-ring';
import { clampDay, isWithinBounds, type DayBounds } from './date-range';
import { dayAfterKey, monthWeeks, weekDays } from './month-grid';

export interface CalendarDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's title and accessible name: "Choose start date". */
  title: string;
  /** The day this end of the range has now; focused when the dialog opens. */
  selected: Date;
  /** The whole range, shown as a band across its days. */
  range: { start: Date; end: Date };
  /** The days that may be chosen; the others are shown disabled and focus stays inside them. */
  bounds: DayBounds;
  /** Today, marked in the grid. */
  today: Date;
  /** Called with the day chosen (a press, Enter or Space); the dialog is then closed by the caller. */
  onChoose: (day: Date) => void;
  /** Where the dialog's layer is put; `document.body` when omitted. */
  container?: Element | null | undefined;
}

/**
 * A modal calendar for one end of a range, after the WAI-ARIA APG "Date Picker Dialog": a month
 * heading announced as it changes, buttons for the previous and next month and year, and a grid
 * of days with a roving focus that the arrows, Home, End, Page Up and Page Down move.
 *
 * Built on the overlay hooks a `Modal` uses (layer, focus trap, inert page, scroll lock) without
 * its guards and fades, which a calendar does not need and the picker's budget cannot carry: it
 * opens and closes at once, a centred window on a desktop and a sheet along the bottom of a phone.
 */
export function CalendarDialog({ isOpen, container, ...layer }: CalendarDialogProps) {
  if (!isOpen) return null;
  return (
    <Portal container={container}>
      <CalendarLayer {...layer} isContained={container != null} />
    </Portal>
  );
}

type CalendarLayerProps = Omit<CalendarDialogProps, 'isOpen' | 'container'> & { isContained: boolean };

// Mounted with the open dialog, so each opening starts again from the selected day.
function CalendarLayer({ isContained, onOpenChange, title, selected, range, bounds, today, onChoose }: CalendarLayerProps) {
  const { t, i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const focusedDayRef = useRef<HTMLTableCellElement>(null);
  const titleId = useId();
  const close = () => onOpenChange(false);
  // In Modal's order: on close the page is live again before focus returns to the button.
  useScrollLock(true);
  useLayerStack({ isActive: true, ref: panelRef, onEscape: close });
  useInertOutside(panelRef, true);
  useFocusTrap(panelRef, { isActive: true, initialFocusRef: focusedDayRef });

  const headingId = useId();
  const [focused, setFocused] = useState(() => clampDay(selected, bounds));
  const isFocusMoving = useRef(false);
  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(i18n.locale, { weekday: 'short' }),
      weekdayName: new Intl.DateTimeFormat(i18n.locale, { weekday: 'long' }),
      day: new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full' }),
    }),
    [i18n.locale],
  );

  // Keys move the focus with the day; the month and year buttons keep it on themselves.
  useEffect(() => {
    if (!isFocusMoving.current) return;
    isFocusMoving.current = false;
    focusedDayRef.current?.focus();
  }, [focused]);

  const moveTo = (day: Date, moveFocus: boolean) => {
    isFocusMoving.current = moveFocus;
    setFocused(clampDay(day, bounds));
  };
  const hasEarlierMonth = !bounds.min || isAfter(startOfMonth(focused), bounds.min);
  const hasLaterMonth = !bounds.max || isBefore(endOfMonth(focused), bounds.max);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(focused);
      return;
    }
    const next = dayAfterKey(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveTo(next, true);
  };

  return (
    <Backdrop data-contained={isContained || undefined}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Bar>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" aria-label={t`Close`} onClick={close}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </Bar>
        <Bar>
          <NavButton label={t`Previous year`} isDisabled={!hasEarlierMonth} onPress={() => moveTo(addYears(focused, -1), false)}>
            <DoubleChevron direction="previous" />
          </NavButton>
          <NavButton label={t`Previous month`} isDisabled={!hasEarlierMonth} onPress={() => moveTo(addMonths(focused, -1), false)}>
            <PreviousIcon />
          </NavButton>
          <MonthHeading id={headingId} aria-live="polite">
            {formats.month.format(focused)}
          </MonthHeading>
          <NavButton label={t`Next month`} isDisabled={!hasLaterMonth} onPress={() => moveTo(addMonths(focused, 1), false)}>
            <NextIcon />
          </NavButton>
          <NavButton label={t`Next year`} isDisabled={!hasLaterMonth} onPress={() => moveTo(addYears(focused, 1), false)}>
            <DoubleChevron direction="next" />
          </NavButton>
        </Bar>
        <Grid role="grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {weekDays().map((day) => (
                <th key={day.getDay()} scope="col" abbr={formats.weekdayName.format(day)}>
                  {formats.weekday.format(day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused).map((week) => (
              <tr key={week.find(Boolean)!.getDate()}>
                {week.map((day, index) => {
                  if (!day) return <td key={`blank-${index}`} />;
                  const isFocused = isSameDay(day, focused);
                  const isAllowed = isWithinBounds(day, bounds);
                  return (
                    <Day
                      key={day.getDate()}
                      role="gridcell"
                      ref={isFocused ? focusedDayRef : undefined}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={formats.day.format(day)}
                      aria-selected={isSameDay(day, selected)}
                      aria-disabled={!isAllowed || undefined}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      data-in-range={isWithinBounds(day, { min: range.start, max: range.end }) || undefined}
                      data-range-end={isSameDay(day, range.start) || isSameDay(day, range.end) || undefined}
                      // A press on a disabled day leaves focus on the roving one, where the keys go on from.
                      onClick={() => (isAllowed ? onChoose(day) : focusedDayRef.current?.focus())}
                    >
                      {day.getDate()}
                    </Day>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Panel>
    </Backdrop>
  );
}

interface NavButtonProps {
  label: string;
  isDisabled: boolean;
  onPress: () => void;
  children: ReactNode;
}

// `aria-disabled` rather than `disabled`, so that focus stays on a button that has just reached the limit.
function NavButton({ label, isDisabled, onPress, children }: NavButtonProps) {
  return (
    <IconButton type="button" aria-label={label} aria-disabled={isDisabled || undefined} onClick={() => !isDisabled && onPress()}>
      {children}
    </IconButton>
  );
}

function DoubleChevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M12 5l-7 7 7 7M19 5l-7 7 7 7' : 'M12 5l7 7-7 7M5 5l7 7-7 7'} />
    </svg>
  );
}

// It covers the page's reserved scrollbar gutter too, unless placed in a container; on a phone the
// panel is a sheet along the bottom, the width of the screen.
const Backdrop = /* @__PURE__ */ styled.div`
  position: fixed;
  inset: 0;
  &:not([data-contained]) {
    right: auto;
    width: 100vw;
  }
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.overlay};
  @media (max-width: 30rem) {
    align-items: flex-end;
  }
`;

const Panel = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  box-sizing: border-box;
  width: 100%;
  max-width: 380px;
  margin: ${vars.space.lg};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  box-shadow: ${vars.shadow.lg};

  &:focus {
    outline: none;
  }
  @media (max-width: 30rem) {
    max-width: none;
    margin: 0;
    padding: ${vars.space.md};
    border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  }
`;

const Title = /* @__PURE__ */ styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

/** A row of the dialog: the title and the close button, the month and its buttons. */
const Bar = /* @__PURE__ */ styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xxs};
`;

const MonthHeading = /* @__PURE__ */ styled.h3`
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

/** A 44px square button showing an icon: the calendar's month, year and close buttons, and the field's calendar button. */
export const IconButton = /* @__PURE__ */ styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;

  & > svg {
    width: 20px;
    height: 20px;
  }
  &:hover:not(:disabled, [aria-disabled]) {
    background: ${vars.color.secondary};
  }
  &:is(:disabled, [aria-disabled]) {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
  ${focusRing('-3px')}
`;

const Grid = /* @__PURE__ */ styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};

  & th {
    padding-block: ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.medium};
    text-align: center;
  }
`;

const Day = /* @__PURE__ */ styled.td`
  height: 44px;
  padding: 0;
  border-radius: ${vars.radius.md};
  text-align: center;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not([aria-disabled]) {
    box-shadow: inset 0 0 0 1px ${vars.color.border};
  }
  &[aria-current='date'] {
    font-weight: ${vars.font.weight.bold};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &[data-in-range] {
    border-radius: 0;
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
  }
  &[data-range-end] {
    border-radius: ${vars.radius.md};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[aria-selected='true'] {
    font-weight: ${vars.font.weight.bold};
    box-shadow: inset 0 0 0 2px ${vars.color.surface};
  }
  &[aria-disabled] {
    color: ${vars.color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  ${focusRing('-3px')}

  @media (forced-colors: active) {
    &[data-range-end],
    &[aria-selected='true'] {
      outline: 2px solid Highlight;
      outline-offset: -2px;
    }
  }
`;
