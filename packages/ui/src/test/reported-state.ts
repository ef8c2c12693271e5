import { useState } from 'react';

/**
 * The value a story holds for a controlled component: each change is kept, then reported to
 * `onChange` (the story's spy) as the app's own handler would be called.
 */
export function useReportedState<T>(initial: NoInfer<T>, onChange?: (value: T) => void): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    onChange?.(next);
  };
  return [value, change];
}
