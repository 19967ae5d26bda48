import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { buttonStyles } from '../components/ui/button';
import { paths } from '../config/paths';
import { useRemoveAppShellSkeleton } from './app-shell-skeleton';

function describe(error: unknown): { title: string; body: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'We could not find that page', body: 'The link may be old or mistyped.' };
  }
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return { title: 'Amplio has been updated', body: 'Reload the page to get the latest version.' };
  }
  return {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Reload to try again; if it keeps happening, contact us.',
  };
}

/** Last line of defence for errors thrown while loading or rendering a route. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useRemoveAppShellSkeleton();
  const { title, body } = describe(error);
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-5 text-center">
      <BrandLogo />
      <div role="alert" className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl text-ink">{title}</h1>
        <p className="text-ink-muted">{body}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.path} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
