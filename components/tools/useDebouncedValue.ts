import { useEffect, useState } from 'react';

/** Delay before a live region speaks, so a screen reader is not interrupted on every keystroke. */
export const ANNOUNCE_DELAY_MS = 700;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = ANNOUNCE_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
