import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { signInLinks } from './site-links';

/** "Sign in" opens a small panel with the two sign-in pages. A disclosure, not a menu: plain links, Tab order kept. */
export function SignInMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 items-center gap-1 rounded-control px-3 text-[15px] font-medium text-ink transition-colors hover:bg-surface-muted"
      >
        Sign in
        <ChevronDown
          className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
          strokeWidth={1.75}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-72 rounded-card border border-border bg-surface p-2 shadow-lift"
      >
        <ul className="flex flex-col">
          {signInLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="flex flex-col rounded-control px-3 py-2.5 transition-colors hover:bg-brand-soft/60">
                <span className="text-[15px] font-semibold text-ink">{link.label}</span>
                <span className="text-sm text-ink-muted">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
