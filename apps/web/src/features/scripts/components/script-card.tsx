import { scriptNextStep, type TScript } from '@amplio/shared/schemas/scripts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';

const STATUS_TONE: Partial<Record<TScript['status'], BadgeTone>> = {
  Approved: 'success',
  Completed: 'success',
  'In Review': 'warning',
  Rejected: 'danger',
  'Script Rejected': 'danger',
  'Post Rejected': 'danger',
  Published: 'info',
};

/** One script: what it is for, its status and money, the text, and what happens next. */
export function ScriptCard({ script, collapsed = false }: { script: TScript; collapsed?: boolean }) {
  const text = (
    <pre className="max-h-80 overflow-auto rounded-control bg-surface-muted p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">
      {script.script}
    </pre>
  );
  return (
    <article className="flex flex-col gap-3" data-testid="script-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink">{script.productName}</h3>
          <p className="text-sm text-ink-muted">
            {script.brand_name ?? 'Brand'} · saved {formatDateTime(script.created_at)}
          </p>
        </div>
        <Badge tone={STATUS_TONE[script.status] ?? 'neutral'}>{script.status}</Badge>
      </div>
      <p className="text-sm text-ink">
        <span className="font-semibold tabular">{formatRupees(script.dynamic_price)}</span> reserved for you in the campaign’s escrow
      </p>
      {collapsed ? (
        <details className="group">
          <summary className="cursor-pointer rounded-control text-sm font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            Show the script
          </summary>
          <div className="mt-2">{text}</div>
        </details>
      ) : (
        text
      )}
      {script.script_rejected_remarks ? <p className="text-sm text-danger">Brand’s remarks: {script.script_rejected_remarks}</p> : null}
      <p className="text-sm text-ink-muted" data-testid="script-next-step">
        {scriptNextStep(script)}
      </p>
    </article>
  );
}
