import { useEffect, useState } from 'react';

/**
 * False in the first render, true from the next task on (`setTimeout(0)`): what a screen draws
 * second comes in a task of its own, so a phone's main thread is blocked twice briefly rather than
 * once for long, and a tap can come in between (input waits for the end of a task).
 * `startPassed` skips the wait (true in the first render), for what has already waited once.
 */
export function useNextTask(startPassed = false): boolean {
  const [passed, setPassed] = useState(startPassed);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), 0);
    return () => clearTimeout(timer);
  }, [passed]);
  return passed;
}
