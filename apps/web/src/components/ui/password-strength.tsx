import { measurePasswordStrength, type StrengthLabel } from '@amplio/shared/domain/password-strength';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../lib/cn';

const LABEL_STYLE: Record<StrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-danger', text: 'text-danger' },
  Medium: { bar: 'bg-warning', text: 'text-warning-strong' },
  Strong: { bar: 'bg-success', text: 'text-success-strong' },
};

/** The checklist of spec 1 §5 and spec 2 §2.2 (the symbol only adds to the score). */
const CHECKLIST = [
  { key: 'length', label: '8+ characters' },
  { key: 'uppercase', label: 'Uppercase' },
  { key: 'lowercase', label: 'Lowercase' },
  { key: 'number', label: 'Number' },
] as const;

interface PasswordStrengthProps {
  password: string;
  id?: string;
  className?: string;
}

/** Score bar (0-100, Weak under 40, Medium to 69, Strong from 70) and the four-item checklist. */
export function PasswordStrength({ password, id, className }: PasswordStrengthProps) {
  const { score, label, checks } = measurePasswordStrength(password);
  const style = LABEL_STYLE[label];
  const empty = password.length === 0;
  return (
    <div id={id} className={cn('flex flex-col gap-2', className)} data-testid="password-strength">
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the coloured bar consistently across browsers */}
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={empty ? 'No password yet' : `${label}, ${score} out of 100`}
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-border"
        >
          <div className={cn('h-full rounded-full transition-[width] duration-200 ease-out', style.bar)} style={{ width: `${score}%` }} />
        </div>
        <p className={cn('tabular w-16 text-right text-sm font-semibold', empty ? 'text-ink-muted' : style.text)} aria-live="polite">
          {empty ? '' : label}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" aria-label="Password requirements">
        {CHECKLIST.map((item) => {
          const met = checks[item.key];
          const Icon = met ? Check : Circle;
          return (
            <li key={item.key} className={cn('flex items-center gap-1.5', met ? 'text-success-strong' : 'text-ink-muted')}>
              <Icon className={cn('shrink-0', met ? 'size-4' : 'size-3.5')} strokeWidth={met ? 2.5 : 1.75} aria-hidden="true" />
              {item.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
