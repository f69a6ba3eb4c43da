// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useNextTask } from './use-next-task.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('false in the first render, true once the next task has run', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useNextTask());
  expect(result.current).toBe(false);
  act(() => {
    vi.runOnlyPendingTimers();
  });
  expect(result.current).toBe(true);
});

test('what has already waited once is true at once, with no timer left behind', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useNextTask(true));
  expect(result.current).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
});

test('a screen left before the next task leaves no timer behind', () => {
  vi.useFakeTimers();
  const { unmount } = renderHook(() => useNextTask());
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
