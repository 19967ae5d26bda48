import { OPS_CONSOLE_MESSAGES } from '@amplio/shared/constants/ops-console';
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';

/** A console list while its first page loads: three placeholder rows, announced by `label`. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4 rounded-card border border-border bg-surface p-5">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-7 w-24" />
          <Skeleton className="hidden h-9 w-36 sm:block" />
        </div>
      ))}
    </div>
  );
}

/**
 * A console list that could not load: the reason and Try again, or, when the session ended, a way to sign in again
 * that comes back to `returnTo`.
 */
export function ListLoadError({
  title,
  error,
  retrying,
  onRetry,
  returnTo,
}: {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
  returnTo: string;
}) {
  const sessionEnded = isApiError(error) && (error.status === 401 || error.status === 419);
  return (
    <Alert tone="danger" title={title}>
      <p>{sessionEnded ? OPS_CONSOLE_MESSAGES.sessionEnded : error.message}</p>
      {sessionEnded ? (
        <Link to={pathTo(paths.opsLogin.path, undefined, { redirect: returnTo })}>Sign in again</Link>
      ) : (
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
      )}
    </Alert>
  );
}
