import { ArrowRight, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/cn';
import type { AttentionRow, AttentionSection } from '../needs-attention';
import { CampaignStatusBadge } from './campaign-status-badge';

const DOT = { danger: 'bg-danger', warning: 'bg-warning', info: 'bg-info' } as const;

function Row({ row }: { row: AttentionRow }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <span aria-hidden="true" className={cn('hidden size-2 shrink-0 rounded-full sm:block', DOT[row.tone])} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-ink">{row.title}</span>
          {row.status ? <CampaignStatusBadge status={row.status} /> : null}
        </div>
        {row.detail ? <p className="text-sm text-ink-muted">{row.detail}</p> : null}
        <p className={cn('text-sm', row.tone === 'danger' ? 'font-medium text-danger-strong' : 'text-ink-muted')}>{row.reason}</p>
      </div>
      <Link
        to={row.action.to}
        className="inline-flex items-center gap-1 self-start rounded-control px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft sm:self-center"
      >
        {row.action.label}
        <span className="sr-only"> {row.title}</span>
        <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
      </Link>
    </li>
  );
}

function Section({ section }: { section: AttentionSection }) {
  const headingId = `${useId()}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        {section.title}
        <span className="tabular rounded-full bg-surface-muted px-2 text-xs ring-1 ring-border">{section.rows.length}</span>
      </h3>
      <ul className="flex flex-col divide-y divide-border">
        {section.rows.map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** What waits for the brand, section by section, each line with the reason and the one thing to do; or All caught up. */
export function AttentionList({ sections }: { sections: readonly AttentionSection[] }) {
  if (sections.length === 0)
    return (
      <EmptyState
        icon={CircleCheck}
        title="All caught up"
        description="Nothing waits for you right now. Submissions to review, applications, drafts, empty escrow and campaigns ending soon show up here."
        className="py-8"
      />
    );
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </div>
  );
}
