import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Input, type InputProps } from './input';
import { PasswordStrength } from './password-strength';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'trailing'> {
  /** The current value to measure: when given, the strength meter and checklist show under the box. */
  strength?: string;
}

/** A password box with a show/hide toggle and, for new passwords, the strength meter. */
export function PasswordInput({ strength, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const input = (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="inline-flex size-10 items-center justify-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        >
          <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
        </button>
      }
    />
  );
  if (strength === undefined) return input;
  return (
    <div className="flex flex-col gap-2.5">
      {input}
      <PasswordStrength password={strength} />
    </div>
  );
}
