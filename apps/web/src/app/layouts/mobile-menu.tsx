import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { buttonStyles } from '../../components/ui/button';
import { dashboardPathFor, paths } from '../../config/paths';
import type { SignedInAccount } from '../../features/auth/signed-in-account';
import { InitialsAvatar } from '../../features/marketing/components/initials-avatar';
import { isBrandPage, primaryNavLinks, signInLinks } from './site-links';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
  /** The signed-in visitor, whose dashboard replaces the sign-in and join links. */
  account: SignedInAccount | null;
}

/**
 * The phone navigation: a full-screen dialog. While it is open the page behind cannot scroll, Tab stays inside,
 * Escape closes it, and focus goes back to the button that opened it (the caller's job, on unmount).
 */
export function MobileMenu({ id, onClose, account }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const creatorJoin = { to: paths.creatorRegister.path, label: 'Get started as a creator' };
  const brandJoin = { to: paths.brandRegister.path, label: 'Join as a brand' };
  const joinLinks = isBrandPage(pathname) ? [brandJoin, creatorJoin] : [creatorJoin, brandJoin];

  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    closeRef.current?.focus();
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise trap this fixed panel inside it.
  return createPortal(
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex h-dvh w-screen flex-col overflow-y-auto bg-surface animate-[fade-in_150ms_ease-out]"
    >
      <div className="container-content flex h-16 shrink-0 items-center justify-between border-b border-border">
        <Link to={paths.home.path} onClick={onClose} aria-label="Amplio home">
          <BrandLogo />
        </Link>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-muted"
        >
          <X className="size-6" strokeWidth={1.75} aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Main" className="container-content flex-1 py-4">
        <ul className="flex flex-col">
          {primaryNavLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                className="flex items-center border-b border-border py-4 text-lg font-medium text-ink hover:text-brand"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {account ? (
          <div className="mt-8 flex items-center gap-3 rounded-card border border-border px-4 py-3">
            <InitialsAvatar name={account.name} size="sm" />
            <p className="flex min-w-0 flex-col">
              <span className="text-sm text-ink-muted">Signed in as</span>
              <span className="truncate font-semibold text-ink">{account.name}</span>
              <span className="truncate text-sm text-ink-muted">{account.email}</span>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-8 text-sm font-semibold tracking-wide text-ink-muted uppercase">Sign in</p>
            <ul className="mt-2 grid grid-cols-2 gap-3">
              {signInLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={onClose}
                    className="flex h-full flex-col rounded-card border border-border px-4 py-3 hover:border-brand/40 hover:bg-brand-soft/50"
                  >
                    <span className="font-semibold text-ink">{link.label}</span>
                    <span className="text-sm text-ink-muted">{link.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
      <div className="container-content flex shrink-0 flex-col gap-3 border-t border-border py-4">
        {account ? (
          <Link to={dashboardPathFor[account.kind]} onClick={onClose} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            Go to dashboard
          </Link>
        ) : (
          // On brand pages the brand's registration comes first (issue 25), elsewhere the creator's.
          joinLinks.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              onClick={onClose}
              className={buttonStyles({ variant: index === 0 ? 'primary' : 'secondary', size: 'lg', fullWidth: true })}
            >
              {link.label}
            </Link>
          ))
        )}
      </div>
    </div>,
    document.body,
  );
}
