import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ChoiceFieldset, choiceCardClass } from './choice-fieldset';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value'> {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Given to every radio, as react-hook-form's register() needs to see the whole group. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * Native radios in a fieldset: arrow keys move between options, the legend names the group. Spread
 * react-hook-form's `register(name)` into it; every radio gets the handlers and the ref.
 */
export function RadioGroup({ legend, name, options, error, hint, required, ref, className, ...rest }: RadioGroupProps) {
  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error} required={required} hintPlacement="after" className={className}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={choiceCardClass({ invalid: Boolean(error), className: 'h-11 min-w-24 flex-1' })}>
            <input
              type="radio"
              name={name}
              value={option.value}
              ref={ref}
              required={required}
              className="size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
              {...rest}
            />
            {option.label}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
