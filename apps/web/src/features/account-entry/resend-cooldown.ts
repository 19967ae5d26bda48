import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { useCallback, useEffect, useState } from 'react';

/**
 * Resend countdowns (30 s for e-mail verification, 60 s for password reset) that survive a reload: the moment the
 * next resend is allowed is kept in localStorage per kind, purpose and address. The server enforces the same wait.
 */
const keyFor = (scope: string) => `amplio:resend-at:${scope.toLowerCase()}`;

export const resendScope = (role: string, purpose: 'verify' | 'reset', email: string) => `${role}:${purpose}:${email.trim()}`;

function readAvailableAt(scope: string | null): number {
  if (!scope) return 0;
  try {
    const at = Number(localStorage.getItem(keyFor(scope)));
    return Number.isFinite(at) ? at : 0;
  } catch {
    return 0;
  }
}

/** Starts (or restarts) the wait, e.g. right after a registration mailed the first code. */
export function startResendCooldown(scope: string, seconds: number, now: number = Date.now()): number {
  const at = now + Math.max(0, seconds) * 1000;
  try {
    localStorage.setItem(keyFor(scope), String(at));
  } catch {
    // Without storage the countdown still runs for this page view.
  }
  return at;
}

/** Seconds before the next resend for `scope` is allowed (0 when it is allowed now). */
export function resendSecondsLeft(scope: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((readAvailableAt(scope) - now) / 1000));
}

/**
 * A registration of either kind just mailed the first code: the server refuses another for 30 s, so the verify page's
 * "Resend code" waits (and says for how long) instead of earning a "Please wait" error.
 */
export function startVerificationCooldown(role: string, email: string, now: number = Date.now()): void {
  startResendCooldown(resendScope(role, 'verify', email), OTP_RESEND_COOLDOWN_MS.verify_email / 1000, now);
}

export function useResendCooldown(scope: string | null) {
  const [availableAt, setAvailableAt] = useState(() => readAvailableAt(scope));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setAvailableAt(readAvailableAt(scope));
    setNow(Date.now());
  }, [scope]);
  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  const start = useCallback(
    (seconds: number) => {
      if (!scope) return;
      setAvailableAt(startResendCooldown(scope, seconds));
      setNow(Date.now());
    },
    [scope],
  );
  return { secondsLeft, start };
}

/** "0:27" */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
