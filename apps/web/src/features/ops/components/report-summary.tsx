import type { TOpsReport } from '@amplio/shared/schemas/conversations';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { timeAgo } from '../../../lib/time-ago';
import { reporterText, senderName } from '../report-labels';
import { StatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** What an operator needs to judge a report: the message, why it was reported, by whom, where and when. */
export function ReportSummary({ report, now }: { report: TOpsReport; now: number }) {
  const body = report.message.body.trim();
  const files = report.message.attachments.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusBadge label={report.resolved_at ? 'Resolved' : 'Open'} tone={report.resolved_at ? 'success' : 'danger'} />
        <p className="text-sm text-ink-muted">
          {reporterText(report)}{' '}
          <time dateTime={report.created_at} title={formatDateTime(report.created_at)}>
            {timeAgo(report.created_at, now)}
          </time>
        </p>
      </div>
      <blockquote className="flex flex-col gap-1 rounded-control border-l-4 border-danger/60 bg-surface-muted px-4 py-3">
        <p className="text-xs font-semibold text-ink-muted">Message from {senderName(report.message.sender, report)}</p>
        <p className="text-[15px] break-words whitespace-pre-wrap text-ink">{body || 'No text.'}</p>
        {files > 0 ? <p className="text-sm text-ink-muted">{files === 1 ? '1 attachment' : `${files} attachments`}</p> : null}
      </blockquote>
      <div className="flex flex-col gap-0.5">
        <p className="text-sm font-semibold text-ink">Reason</p>
        <p className="text-[15px] break-words whitespace-pre-wrap text-ink">{report.reason}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label="Campaign">{report.campaign.product_name || 'Campaign'}</Fact>
        <Fact label="Brand">{report.brand_name}</Fact>
        <Fact label="Creator">{report.creator_name}</Fact>
        <Fact label={report.resolved_at ? 'Resolved on' : 'Reported on'}>
          <span className="tabular">{formatDateTime(report.resolved_at ?? report.created_at)}</span>
        </Fact>
      </dl>
    </div>
  );
}
