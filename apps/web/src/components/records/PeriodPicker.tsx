import { useLingui } from '@lingui/react/macro';
import { DateRangePicker, type DateRange } from '@platform/ui';
import { isReportRange, MAX_REPORT_DAYS } from './business-day';

export interface PeriodPickerProps {
  /** Names the dates: "Bet dates", "Period". */
  label: string;
  range: DateRange;
  /** Today's business day: the presets count from it and no later day can be chosen. */
  today: string;
  onChange: (range: DateRange) => void;
}

/**
 * The period of a report: the spec's presets (section 9) and two dates, up to today. A period
 * longer than the gateway answers shows that rule; the page then asks for nothing.
 */
export function PeriodPicker({ label, range, today, onChange }: PeriodPickerProps) {
  const { t } = useLingui();
  const isTooLong = !isReportRange(range);
  return (
    <DateRangePicker
      label={label}
      value={range}
      today={today}
      max={today}
      onChange={onChange}
      isInvalid={isTooLong}
      errorMessage={isTooLong ? t`Choose a period of at most ${MAX_REPORT_DAYS} days.` : undefined}
    />
  );
}
