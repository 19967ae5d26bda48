import { ArrowRight, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { searchSite } from '../search-entries';

interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Loaded only when a visitor presses Search, so the dialog code stays out of the marketing pages' first load. */
export default function SiteSearchDialog({ open, onOpenChange }: SiteSearchDialogProps) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const results = searchSite(query);
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Search Amplio"
        description="Find a page or a section of the site."
        className="max-w-[560px]"
        initialFocus={inputRef}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const first = results[0];
            if (first) {
              onOpenChange(false);
              navigate(first.to);
            }
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Search the site
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
              strokeWidth={1.75}
              aria-hidden="true"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Try “pricing” or “sign in”"
              aria-controls={listId}
              autoComplete="off"
              className="h-12 w-full rounded-control border border-border bg-surface pr-4 pl-11 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30"
            />
          </div>
        </form>
        <p className="sr-only" aria-live="polite">
          {results.length === 1 ? '1 result' : `${results.length} results`}
        </p>
        <ul id={listId} className="mt-3 flex max-h-[50vh] flex-col overflow-y-auto">
          {results.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={() => onOpenChange(false)}
                className="group flex items-center justify-between gap-3 rounded-control px-3 py-2.5 hover:bg-brand-soft/60"
              >
                <span className="flex flex-col">
                  <span className="font-medium text-ink">{entry.title}</span>
                  <span className="text-sm text-ink-muted">{entry.description}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-ink-muted group-hover:text-brand" strokeWidth={1.75} aria-hidden="true" />
              </Link>
            </li>
          ))}
          {results.length === 0 ? (
            <li className="px-3 py-6 text-center text-sm text-ink-muted">No pages match “{query}”. Try another word.</li>
          ) : null}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
