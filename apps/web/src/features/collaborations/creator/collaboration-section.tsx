import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled group of invitations or applications; hidden when it has none. */
export function CollaborationSection({
  title,
  description,
  count,
  children,
}: {
  title: string;
  description?: string;
  count: number;
  children: ReactNode;
}) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title} <span className="tabular font-normal text-ink-muted">({count})</span>
        </h3>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}
