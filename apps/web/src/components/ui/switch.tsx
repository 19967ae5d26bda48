import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/cn';

interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Ids of the texts that describe it (its description, a "Saved" or error line). */
  'aria-describedby'?: string;
  className?: string;
}

/**
 * An on/off switch (a button with role="switch", labelled by a <label htmlFor>). Off is an outlined track with a grey
 * knob, on a violet track with a white knob, so the state reads without colour alone and every edge keeps 3:1.
 */
export function Switch({ id, checked, onCheckedChange, className, ...rest }: SwitchProps) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-describedby={rest['aria-describedby']}
      className={cn(
        'group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full ring-1 ring-inset transition-colors duration-150 ease-out',
        'bg-surface ring-ink-muted data-[state=checked]:bg-brand data-[state=checked]:ring-brand',
        className,
      )}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-1 rounded-full bg-ink-muted shadow-sm transition-transform duration-150 ease-out data-[state=checked]:translate-x-6 data-[state=checked]:bg-white" />
    </RadixSwitch.Root>
  );
}
