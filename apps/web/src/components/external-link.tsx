import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** Only http(s) addresses become links: a stored value is never turned into a javascript: or data: link. */
export const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * An address someone sent (a creator's post link), opened in a new tab, wrapped anywhere on a phone. Anything that
 * is not an http(s) address is shown as text.
 */
export function ExternalLink({ href, className }: { href: string; className?: string }) {
  const text = href.trim();
  if (!isWebLink(text)) return <span className={cn('text-sm break-all text-ink', className)}>{text}</span>;
  return (
    <a
      href={text}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-w-0 items-start gap-1.5 rounded-sm text-sm font-medium break-all text-brand underline underline-offset-2 hover:text-brand-hover',
        className,
      )}
    >
      {text}
      <ExternalLinkIcon className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
