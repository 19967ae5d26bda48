import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { ChoiceFieldset, choiceCardClass } from './choice-fieldset';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value'> {
  legend: ReactNode;
  name: string;
  options: readonly CheckboxOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Given to every checkbox, as react-hook-form's register() needs to see the whole group (its value is the list). */
  ref?: Ref<HTMLInputElement>;
  /** Columns from the small breakpoint up (one column on phones). */
  columns?: 2 | 3;
  className?: string;
}

/**
 * Several choices in a fieldset, as cards with a native checkbox each. Spread react-hook-form's `register(name)`
 * into it: checked values arrive as a list. Pairs with RadioGroup.
 */
export function CheckboxGroup({ legend, name, options, error, hint, required, ref, columns = 2, className, ...rest }: CheckboxGroupProps) {
  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error} required={required} hintPlacement="before" className={className}>
      <div className={cn('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label key={option.value} className={choiceCardClass({ invalid: Boolean(error), className: 'min-h-11 py-2' })}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              ref={ref}
              className="size-[18px] shrink-0 cursor-pointer rounded-[5px] accent-brand focus-visible:outline-none"
              {...rest}
            />
            {option.label}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
