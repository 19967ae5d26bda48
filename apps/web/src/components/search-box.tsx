import { CAMPAIGN_LIMITS } from '@amplio/shared/constants/campaigns';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  id: string;
  placeholder: string;
  /** The search in the address; undefined when there is none. */
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
  className?: string;
  /** The visible label; campaign lists keep the default. */
  label?: string;
  maxLength?: number;
}

/** A labelled search box that searches as you type (after a short pause), on Enter, and clears with its × button. */
export function SearchBox({
  id,
  placeholder,
  search,
  onSearch,
  className,
  label = 'Search campaigns',
  maxLength = CAMPAIGN_LIMITS.searchMax,
}: SearchBoxProps) {
  const [text, setText] = useState(search ?? '');
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const textRef = useRef(text);
  textRef.current = text;
  const shownSearch = useRef(search);

  // Follow the address when it changes from outside (a sidebar link, Back, "Show all"), unless the visitor has typed
  // something new meanwhile: an address change that lands after a keystroke must not wipe what was typed.
  useEffect(() => {
    const typedSince = textRef.current.trim() !== (shownSearch.current ?? '');
    shownSearch.current = search;
    if (!typedSince) setText(search ?? '');
  }, [search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (search ?? '')) return;
    const timer = setTimeout(() => onSearchRef.current(wanted || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <search>
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <div className={cn('relative', className)}>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
            strokeWidth={1.75}
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            value={text}
            maxLength={maxLength}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            className="h-11 w-full rounded-control border border-border bg-surface pr-10 pl-11 text-base text-ink shadow-xs placeholder:text-ink-muted/80 hover:border-ink-subtle focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                onSearch(undefined);
              }}
              className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label="Clear the search box"
            >
              <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
