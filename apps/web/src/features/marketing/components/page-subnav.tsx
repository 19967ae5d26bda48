import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface SubnavLink {
  label: string;
  to: string;
}

/**
 * A page's own navigation under the site navbar (the brand landing and the alternate main page have one in the
 * spec): in-page anchors and a call to action. On phones the links fold behind a toggle.
 */
export function PageSubnav({ label, links, cta }: { label: string; links: readonly SubnavLink[]; cta: SubnavLink }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className="sticky top-16 z-30 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
    >
      <div className="container-content flex min-h-14 flex-wrap items-center gap-x-2 gap-y-2 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex h-10 items-center gap-1.5 rounded-control px-2 text-[15px] font-semibold text-ink hover:bg-surface-muted md:hidden"
        >
          {label}
          <ChevronDown
            className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
            strokeWidth={1.75}
            aria-hidden="true"
          />
        </button>
        <Link to={cta.to} className={cn(buttonStyles({ size: 'sm' }), 'ml-auto md:order-last')}>
          {cta.label}
        </Link>
        <ul
          id={listId}
          className={cn('w-full flex-col gap-1 pb-2 md:flex md:w-auto md:flex-row md:items-center md:pb-0', open ? 'flex' : 'hidden')}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                aria-current={link.to === pathname ? 'page' : undefined}
                className="flex rounded-control px-3 py-2 text-[15px] font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink aria-[current=page]:text-ink"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
