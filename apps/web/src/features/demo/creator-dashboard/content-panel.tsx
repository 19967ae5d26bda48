import { Tabs as RadixTabs } from 'radix-ui';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { formatCount } from '../format';
import { CONTENT_FILTERS, type ContentFilter, type ContentItem } from './demo-data';
import { dateLabel, Segmented, StatusBadge } from './demo-widgets';

export interface ContentPanelProps {
  /** The items the type filter and the search let through. */
  visible: readonly ContentItem[];
  filter: ContentFilter;
  onFilterChange: (filter: ContentFilter) => void;
  onUploadClick: () => void;
  onDeleteClick: (item: ContentItem) => void;
}

/** The Content tab: the type filter, the upload button and the table with Edit and Delete. */
export function ContentPanel({ visible, filter, onFilterChange, onUploadClick, onDeleteClick }: ContentPanelProps) {
  return (
    <RadixTabs.Content value="content" className="flex flex-col gap-4 outline-none">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Segmented label="Content type" options={CONTENT_FILTERS} value={filter} onChange={onFilterChange} />
        <Button onClick={onUploadClick} leadingIcon={<Upload className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
          Upload content
        </Button>
      </div>
      <div className="overflow-x-auto rounded-card border border-border bg-surface">
        <table className="w-full min-w-[680px] text-left text-sm" data-testid="content-table">
          <caption className="sr-only">Your content</caption>
          <thead className="text-ink-muted">
            <tr>
              {['Title', 'Type', 'Date', 'Views', 'Duration', 'Status', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {visible.map((item) => (
              <tr key={item.id} data-testid="content-row">
                <td className="px-4 py-3">
                  <span className="font-semibold text-ink">{item.title}</span>
                  <span className="block text-xs text-ink-muted">{item.timeAgo}</span>
                </td>
                <td className="px-4 py-3 text-ink">{item.type}</td>
                <td className="tabular px-4 py-3 text-ink">{dateLabel(item.date)}</td>
                <td className="tabular px-4 py-3 text-ink">{formatCount(item.views)}</td>
                <td className="tabular px-4 py-3 text-ink">{item.duration}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={item.status} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${item.title}`}
                      onClick={() => notify.info(`Edit “${item.title}”: editing is not part of the demo.`)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-danger-strong hover:bg-danger-soft"
                      aria-label={`Delete ${item.title}`}
                      onClick={() => onDeleteClick(item)}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {visible.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-4 py-10 text-center text-ink-muted">
                  No content matches. Try another type or search.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </RadixTabs.Content>
  );
}
