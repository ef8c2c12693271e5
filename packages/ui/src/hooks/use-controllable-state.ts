import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value; when it is not undefined the parent owns the state. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
  /** Names the component in the development warning. */
  name?: string;
}

/**
 * One value that a parent may control (`prop` + `onChange`) or leave to the component
 * (`defaultProp`). Warns in development when a component switches between the two.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
  name = 'A component',
}: UseControllableStateParams<T>): [T, (next: T | ((previous: T) => T)) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? (prop as T) : uncontrolled;

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' && wasControlled.current !== isControlled) {
      const from = wasControlled.current ? 'controlled' : 'uncontrolled';
      const to = isControlled ? 'controlled' : 'uncontrolled';
      console.warn(`${name} is changing from ${from} to ${to}. Decide between the two for its lifetime.`);
    }
    wasControlled.current = isControlled;
  }, [isControlled, name]);

  // The latest value and callback, for a setter that keeps one identity across renders.
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    valueRef.current = value;
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(valueRef.current) : next;
      if (Object.is(resolved, valueRef.current)) return;
      if (!isControlled) setUncontrolled(resolved);
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [value, setValue];
}
