import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((previous) => previous + 1));
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('follows the prop when controlled and only asks the parent to change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ prop }) => useControllableState({ prop, defaultProp: 0, onChange }), {
      initialProps: { prop: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ prop: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns in development when switching from uncontrolled to controlled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(
      ({ prop }: { prop?: boolean }) => useControllableState({ prop, defaultProp: false, name: 'Modal' }),
      { initialProps: {} },
    );
    rerender({ prop: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Modal is changing from uncontrolled to controlled'));
    warn.mockRestore();
  });
});
