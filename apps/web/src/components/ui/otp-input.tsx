import { OTP_LENGTH } from '@amplio/shared/constants/limits';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, type Ref, useId, useImperativeHandle, useRef } from 'react';
import { cn } from '../../lib/cn';

/** An empty box inside the value string (so later digits keep their places). */
const GAP = ' ';

/** The value as one slot per box: a digit or ''. */
export function toOtpSlots(value: string, length = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value[i] ?? '') ? (value[i] as string) : ''));
}

/** Slots back to the value string: gaps become spaces, trailing ones are dropped ("12 4", "123456"). */
export function fromOtpSlots(slots: readonly string[]): string {
  return slots
    .map((d) => d || GAP)
    .join('')
    .trimEnd();
}

/**
 * Spreads typed, pasted or autofilled text over the boxes. A full code (as many digits as boxes) always fills
 * every box from the first; anything shorter fills from `index` onwards. Returns the new slots and the box to focus.
 */
export function spreadOtpDigits(slots: readonly string[], index: number, text: string): { slots: string[]; focus: number } {
  const digits = text.replace(/\D/g, '');
  const next = [...slots];
  if (!digits) return { slots: next, focus: index };
  const start = digits.length >= slots.length ? 0 : index;
  let last = start;
  for (let i = 0; i < digits.length && start + i < slots.length; i += 1) {
    next[start + i] = digits[i] as string;
    last = start + i;
  }
  return { slots: next, focus: Math.min(last + 1, slots.length - 1) };
}

export const isOtpComplete = (value: string, length = OTP_LENGTH) => new RegExp(`^\\d{${length}}$`).test(value);

export interface OtpInputHandle {
  focus(index?: number): void;
}

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the last empty box is filled, with the full code. */
  onComplete?: (code: string) => void;
  /** Visible group label, e.g. "Verification code". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  length?: number;
  autoFocus?: boolean;
  /** Names the boxes for tests and forms: `${name}-1` ... */
  name?: string;
  ref?: Ref<OtpInputHandle>;
}

/**
 * Six single-digit boxes: typing moves on, Backspace goes back, arrows and Home/End move, a paste or the phone's
 * one-time-code autofill fills every box. Numeric keyboard on phones; each box is labelled "Digit n of 6".
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  hint,
  error,
  disabled,
  length = OTP_LENGTH,
  autoFocus,
  name = 'otp',
  ref,
}: OtpInputProps) {
  const baseId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const slots = toOtpSlots(value, length);
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const commit = (next: string[], focus: number) => {
    const text = fromOtpSlots(next);
    onChange(text);
    focusBox(focus);
    if (isOtpComplete(text, length) && !isOtpComplete(fromOtpSlots(slots), length)) onComplete?.(text);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      const next = [...slots];
      next[index] = key;
      commit(next, index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      const next = [...slots];
      if (next[index]) {
        next[index] = '';
        commit(next, index);
      } else if (index > 0) {
        next[index - 1] = '';
        commit(next, index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      const next = [...slots];
      next[index] = '';
      commit(next, index);
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    } else if (key.length === 1 && key !== ' ') {
      // Letters and symbols never enter a box.
      event.preventDefault();
    }
  };

  /** Autofill and phone keyboards that do not report keys arrive here. */
  const handleChange = (index: number) => (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...slots];
      next[index] = '';
      commit(next, index);
      return;
    }
    // One new digit typed over an existing one: keep the new one.
    if (digits.length === 2 && slots[index] && digits.includes(slots[index] as string)) {
      const fresh = digits[0] === slots[index] ? digits[1] : digits[0];
      const next = [...slots];
      next[index] = fresh as string;
      commit(next, index + 1);
      return;
    }
    const spread = spreadOtpDigits(slots, index, digits);
    commit(spread.slots, spread.focus);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const spread = spreadOtpDigits(slots, index, event.clipboardData.getData('text'));
    commit(spread.slots, spread.focus);
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add its own border and legend layout; the group role names the boxes */}
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className="flex gap-2 sm:gap-3">
        {slots.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions and never reorder
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            name={`${name}-${index + 1}`}
            value={digit}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this screen
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            onKeyDown={handleKeyDown(index)}
            onChange={(event) => handleChange(index)(event.target.value)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
            className={cn(
              'tabular size-12 min-w-0 flex-1 rounded-control border bg-surface text-center text-xl font-semibold text-ink shadow-xs sm:size-14 sm:flex-none sm:text-2xl',
              'transition-colors duration-150 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30',
              'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted',
              error ? 'border-danger' : digit ? 'border-brand/50' : 'border-border',
            )}
          />
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
