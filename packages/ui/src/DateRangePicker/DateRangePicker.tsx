import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Field, hasContent, useField, type LabelledFieldProps } from '../Field/Field';
import { useControllableState } from '../hooks/use-controllable-state';
import { vars } from '../theme/css-variables';
import { focusRing } from '../utils/focus-ring';
import { CalendarDialog, IconButton } from './CalendarDialog';
import {
  checkTypedDay,
  clampRange,
  DATE_FORMAT,
  DEFAULT_PRESETS,
  formatDay,
  isSameRange,
  parseDay,
  partBounds,
  presetRange,
  type DatePreset,
  type DateRange,
  type DayProblem,
  type RangePart,
} from './date-range';

export interface DateRangePickerProps extends Omit<LabelledFieldProps, 'isRequired'> {
  /**
   * The range, when the parent controls it: two `yyyy-MM-dd` days, both included (a day in
   * another shape reads as today). `presetDateRange('last7Days')` gives a page its first value.
   */
  value?: DateRange;
  /** The starting range, when the picker keeps its own; today to today when omitted. */
  defaultValue?: DateRange;
  /** Called once with the new range on every change: a preset, a day chosen or a date typed. */
  onChange?: (range: DateRange) => void;
  /** The earliest day that may be chosen (`yyyy-MM-dd`); earlier days are disabled and refused. */
  min?: string;
  /** The latest day that may be chosen (`yyyy-MM-dd`); later days are disabled and refused. */
  max?: string;
  /** Today (`yyyy-MM-dd`), which the presets count from; the device's local date when omitted. */
  today?: string;
  /**
   * The quick ranges offered, in order: a page of records looks back (`last7Days`…), a page of
   * coming items forward (`next7Days`…). An empty list shows none.
   */
  presets?: readonly DatePreset[];
  /** The label of the first date; "Start date" when omitted. */
  startLabel?: ReactNode;
  /** The label of the second date; "End date" when omitted. */
  endLabel?: ReactNode;
  /** Names the row of preset buttons for screen readers; "Quick date ranges" when omitted. */
  presetsLabel?: string;
  /** Where the calendar dialog's layer is put; `document.body` when omitted. */
  calendarContainer?: Element | null;
  /** Goes to the root element. */
  className?: string;
  /** Goes to the root element. */
  style?: CSSProperties;
  /** The root element (a group holding the presets and both dates). */
  ref?: Ref<HTMLDivElement>;
}

/** What the player has typed into one date and not yet committed, and whether to show its problem. */
interface Draft {
  text: string;
  isChecked: boolean;
}

/**
 * A start and an end date, typed as `yyyy-MM-dd` or chosen from a calendar dialog, with quick
 * ranges (today, yesterday, last and next 7 and 30 days). The start never passes the end and no
 * day outside `min`/`max` can be chosen: such days are disabled in the calendar and refused,
 * with the rule they broke, when typed.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  isInvalid,
  isDisabled = false,
  value: valueProp,
  defaultValue,
  onChange,
  min,
  max,
  today: todayProp,
  presets = DEFAULT_PRESETS,
  startLabel,
  endLabel,
  presetsLabel,
  calendarContainer,
  className,
  style,
  ref,
}: DateRangePickerProps) {
  const { t } = useLingui();
  const today = useMemo(() => parseDay(todayProp ?? '') ?? parseDay(formatDay(new Date()))!, [todayProp]);
  const limits = useMemo(() => ({ min: parseDay(min ?? ''), max: parseDay(max ?? '') }), [min, max]);
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? { start: formatDay(today), end: formatDay(today) },
    onChange,
    name: 'DateRangePicker',
  });
  const range = useMemo(
    () => ({ start: parseDay(value.start) ?? today, end: parseDay(value.end) ?? today }),
    [value.start, value.end, today],
  );

  const baseId = useId();
  const ids = { start: `${baseId}-start`, end: `${baseId}-end` };
  const field = useField({ id: ids.start, description, errorMessage, isInvalid, isDisabled });
  const [drafts, setDrafts] = useState<Partial<Record<RangePart, Draft>>>({});
  const [calendar, setCalendar] = useState<{ part: RangePart; isOpen: boolean }>({ part: 'start', isOpen: false });

  // A date changed from outside (a preset, the calendar, the parent) replaces what was typed there.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue.start !== value.start || shownValue.end !== value.end) {
    setShownValue(value);
    setDrafts(({ start, end }) => ({
      start: shownValue.start === value.start ? start : undefined,
      end: shownValue.end === value.end ? end : undefined,
    }));
  }

  const commit = (next: { start: Date; end: Date }) => {
    const nextValue = { start: formatDay(next.start), end: formatDay(next.end) };
    if (nextValue.start !== value.start || nextValue.end !== value.end) setValue(nextValue);
  };

  const type = (part: RangePart, text: string) => {
    const checked = checkTypedDay(text, part, range, limits);
    if (checked.date) {
      setDrafts((current) => ({ ...current, [part]: undefined }));
      commit({ ...range, [part]: checked.date });
    } else {
      setDrafts((current) => ({ ...current, [part]: { text, isChecked: current[part]?.isChecked ?? false } }));
    }
  };
  const check = (part: RangePart) =>
    setDrafts((current) => (current[part] ? { ...current, [part]: { ...current[part], isChecked: true } } : current));

  const pattern = DATE_FORMAT;
  const problemTexts: Record<DayProblem, string> = {
    format: t({
      message: `Enter the date as ${pattern}`,
      comment: 'A typed date has the wrong shape. {pattern} is yyyy-MM-dd: keep it as it is.',
    }),
    nonexistent: t`This date does not exist`,
    beforeMin: t`Choose a date on or after ${min}`,
    afterMax: t`Choose a date on or before ${max}`,
    afterEnd: t`The start date cannot be after the end date`,
    beforeStart: t`The end date cannot be before the start date`,
  };
  const presetLabels: Record<DatePreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7Days: t`Last 7 days`,
    last30Days: t`Last 30 days`,
    next7Days: t`Next 7 days`,
    next30Days: t`Next 30 days`,
  };

  const parts = {
    start: { label: startLabel ?? t`Start date`, buttonLabel: t`Choose start date` },
    end: { label: endLabel ?? t`End date`, buttonLabel: t`Choose end date` },
  };

  const renderDate = (part: RangePart) => {
    const draft = drafts[part];
    const problem = draft?.isChecked ? checkTypedDay(draft.text, part, range, limits).problem : undefined;
    const problemId = `${ids[part]}-problem`;
    const isPartInvalid = field.isInvalid || problem !== undefined;
    const describedBy = [field.controlProps['aria-describedby'], problem && problemId].filter(Boolean).join(' ');
    return {
      input: (
        <DateSlot key={part}>
          <PartLabel id={`${ids[part]}-label`} htmlFor={ids[part]}>
            {parts[part].label}
          </PartLabel>
          <Field.Control data-invalid={isPartInvalid || undefined} data-disabled={isDisabled || undefined}>
            <Input
              id={ids[part]}
              aria-labelledby={`${ids[part]}-label`}
              aria-describedby={describedBy || undefined}
              aria-invalid={isPartInvalid || undefined}
              value={draft?.text ?? value[part]}
              placeholder={DATE_FORMAT}
              autoComplete="off"
              maxLength={DATE_FORMAT.length}
              disabled={isDisabled}
              onChange={(event) => type(part, event.target.value)}
              onBlur={() => check(part)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => event.key === 'Enter' && check(part)}
            />
            <IconButton
              type="button"
              aria-label={parts[part].buttonLabel}
              aria-haspopup="dialog"
              disabled={isDisabled}
              onClick={() => setCalendar({ part, isOpen: true })}
            >
              <CalendarIcon />
            </IconButton>
          </Field.Control>
        </DateSlot>
      ),
      problem: problem && (
        <Field.ErrorMessage key={part} id={problemId}>
          {problemTexts[problem]}
        </Field.ErrorMessage>
      ),
    };
  };
  const dates = [renderDate('start'), renderDate('end')];

  const presetButtons = presets.map((preset) => {
    const presetDays = clampRange(presetRange(preset, today), limits);
    return (
      <PresetButton
        key={preset}
        type="button"
        aria-pressed={presetDays !== undefined && isSameRange(presetDays, range)}
        disabled={isDisabled || !presetDays}
        onClick={() => {
          if (!presetDays) return;
          setDrafts({});
          commit(presetDays);
        }}
      >
        {presetLabels[preset]}
      </PresetButton>
    );
  });

  const calendarPart = calendar.part;
  return (
    // Field draws the label; then the presets, the dates, the help, each date's problem (read by that date) and the page's error.
    <Field
      field={field}
      label={label}
      ref={ref}
      role="group"
      aria-labelledby={field.labelProps.id}
      className={className}
      style={style}
      data-field="date-range"
    >
      {presetButtons.length > 0 && (
        <Presets role="group" aria-label={presetsLabel ?? t`Quick date ranges`}>
          {presetButtons}
        </Presets>
      )}
      <Dates>{dates.map((date) => date.input)}</Dates>
      {hasContent(description) && <Field.Description {...field.descriptionProps}>{description}</Field.Description>}
      {dates.map((date) => date.problem)}
      {hasContent(errorMessage) && <Field.ErrorMessage {...field.errorMessageProps}>{errorMessage}</Field.ErrorMessage>}
      <CalendarDialog
        isOpen={calendar.isOpen}
        onOpenChange={(isOpen) => setCalendar({ part: calendarPart, isOpen })}
        title={parts[calendarPart].buttonLabel}
        selected={range[calendarPart]}
        range={range}
        bounds={partBounds(calendarPart, range, limits)}
        today={today}
        onChoose={(day) => {
          commit({ ...range, [calendarPart]: day });
          setCalendar({ part: calendarPart, isOpen: false });
        }}
        container={calendarContainer}
      />
    </Field>
  );
}
DateRangePicker.displayName = 'DateRangePicker';

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

const Presets = /* @__PURE__ */ styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  margin-block-end: ${vars.space.xs};
`;

const PresetButton = /* @__PURE__ */ styled.button`
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled, [aria-pressed='true']) {
    background: ${vars.color.secondary};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.bold};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing()}

  @media (forced-colors: active) {
    &[aria-pressed='true'] {
      border-width: 3px;
    }
  }
`;

const Dates = /* @__PURE__ */ styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${vars.space.sm} ${vars.space.md};
`;

const DateSlot = /* @__PURE__ */ styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
`;

const PartLabel = /* @__PURE__ */ styled.label`
  align-self: flex-start;
  font-size: ${vars.font.size.xs};
  color: ${vars.color.textMuted};

  [data-disabled] & {
    opacity: 0.55;
  }
`;

const Input = /* @__PURE__ */ styled.input`
  flex: 1;
  min-width: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  outline: none;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
`;
