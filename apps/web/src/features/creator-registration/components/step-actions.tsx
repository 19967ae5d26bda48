import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface StepActionsProps {
  onBack?: () => void;
  forwardLabel: string;
  loading: boolean;
  loadingLabel: string;
  /** The last step's button sends the form; the others only move on. */
  submit?: boolean;
  disabled?: boolean;
}

/** Back (every step but the first) and the forward button, side by side; stacked forward-first on phones. */
export function StepActions({ onBack, forwardLabel, loading, loadingLabel, submit = true, disabled }: StepActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button
          variant="ghost"
          size="lg"
          onClick={onBack}
          disabled={loading}
          leadingIcon={<ArrowLeft className="size-5" strokeWidth={1.75} aria-hidden="true" />}
        >
          Back
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button
        type={submit ? 'submit' : 'button'}
        size="lg"
        loading={loading}
        loadingLabel={loadingLabel}
        disabled={disabled}
        className="sm:min-w-52"
      >
        {forwardLabel}
        <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
      </Button>
    </div>
  );
}
