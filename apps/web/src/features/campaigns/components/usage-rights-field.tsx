import { USAGE_RIGHTS } from '@amplio/shared/constants/campaigns';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset, choiceCardClass } from '../../../components/ui/choice-fieldset';

/** The four usage-rights presets as cards, each explained in plain words (creators see the same text). */
export function UsageRightsField({
  registration,
  error,
  required,
  disabled,
  lockedReason,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** A published campaign's usage rights are locked; `lockedReason` says why. */
  disabled?: boolean;
  lockedReason?: string;
}) {
  return (
    <ChoiceFieldset
      legend="Usage rights"
      required={required}
      error={error}
      hint={
        lockedReason
          ? `What you may do with the videos. ${lockedReason}`
          : 'What you may do with the videos. Creators see this before they accept.'
      }
      hintPlacement="after"
    >
      <div className="grid gap-2 sm:grid-cols-2" data-field="usage_rights">
        {USAGE_RIGHTS.map((option) => (
          <label
            key={option.value}
            className={choiceCardClass({
              invalid: Boolean(error),
              // Locked on a published campaign: the cards read as fixed, not as choices.
              className:
                'items-start py-3 has-disabled:cursor-not-allowed has-disabled:hover:border-border has-[:disabled:not(:checked)]:bg-surface-muted',
            })}
          >
            <input
              type="radio"
              value={option.value}
              className="mt-1 size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
              {...registration}
              disabled={disabled}
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{option.label}</span>
              <span className="text-sm text-ink-muted">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
