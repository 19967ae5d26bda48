import { RotateCw } from 'lucide-react';
import { isApiError } from '../lib/api-client';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

interface ErrorStateProps {
  /** What could not be loaded, e.g. "your campaigns". */
  what: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

function adviceFor(error: unknown): string {
  if (isApiError(error)) {
    if (error.noResponse) return 'Check your connection, then try again.';
    if (error.status === 404) return 'It may have been removed, or the link is wrong. Go back to the list and pick it again.';
    if (error.status === 401 || error.status === 419) return 'Your session has ended. Sign in again to continue.';
    if (error.status >= 500) return 'Something went wrong on our side. Try again in a minute.';
  }
  return 'Try again. If it keeps happening, reload the page.';
}

/** A failed load: what failed, the server's reason, what to do next, and a retry. */
export function ErrorState({ what, error, onRetry, retrying, className }: ErrorStateProps) {
  const reason = isApiError(error) ? error.message : null;
  // Asking again for something that does not exist only fails again.
  const retryable = onRetry && !(isApiError(error) && error.status === 404);
  return (
    <div className={className}>
      <Alert tone="danger" title={`We could not load ${what}.`}>
        <p>
          {reason ? `${reason} ` : ''}
          {adviceFor(error)}
        </p>
        {retryable ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={retrying}
            onClick={onRetry}
            leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Try again
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}
