export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DEFAULT_PRESETS, presetDateRange, type DatePreset, type DateRange } from './date-range';
