import { useEffect, useState } from 'react';

/** '1:05' for 65 seconds: minutes and zero-padded seconds (the resend countdown). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function secondsUntil(targetMs: number): number {
  return Math.max(0, Math.ceil((targetMs - Date.now()) / 1000));
}

/** Whole seconds left until `targetMs`, ticking once a second and stopping at 0. */
export function useCountdown(targetMs: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(targetMs));
  useEffect(() => {
    setSecondsLeft(secondsUntil(targetMs));
    const timer = setInterval(() => {
      const left = secondsUntil(targetMs);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);
  return secondsLeft;
}
