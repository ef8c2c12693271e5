import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeLoginPrompt, requestLogin, useLoginPrompt } from './login-prompt';

describe('the login prompt', () => {
  it('opens for an action or a lost session, and closes', () => {
    const { result } = renderHook(() => useLoginPrompt());
    expect(result.current).toEqual({ isOpen: false });
    act(() => requestLogin());
    expect(result.current).toEqual({ isOpen: true, reason: 'action' });
    act(() => requestLogin('sessionEnded'));
    expect(result.current).toEqual({ isOpen: true, reason: 'sessionEnded' });
    act(() => closeLoginPrompt());
    expect(result.current).toEqual({ isOpen: false });
  });
});
