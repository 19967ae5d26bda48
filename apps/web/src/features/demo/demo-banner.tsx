import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Says plainly that the screen is a demo with sample data, and where the real thing starts. */
export function DemoBanner({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-accent/30 bg-accent-soft/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-accent-strong" strokeWidth={1.75} aria-hidden="true" />
        <div>
          <h1 className="text-lg font-semibold text-ink">{title}</h1>
          <p className="text-sm text-ink-muted">{description}</p>
        </div>
      </div>
      <Link to={paths.creatorRegister.path} className="shrink-0 text-sm font-semibold text-brand hover:underline">
        Create a real account
      </Link>
    </div>
  );
}
