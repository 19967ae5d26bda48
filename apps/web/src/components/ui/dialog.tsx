import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn';

/** Root and trigger come straight from Radix: focus is trapped, Escape closes, and focus returns to the trigger. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  /** Read out when the dialog opens. Pass null only when the title says everything. */
  description: ReactNode | null;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  className?: string;
  /** Hide the title visually (it is still announced). */
  hideTitle?: boolean;
  /** Where focus goes when the dialog opens (Radix's default is the first focusable element, the Close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function DialogContent({ title, description, children, footer, className, hideTitle, initialFocus }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_200ms_ease-out]" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-32px)] w-[calc(100vw-32px)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-card border border-border bg-surface p-5 shadow-lift sm:p-6',
          'data-[state=open]:animate-[dialog-in_200ms_ease-out]',
          className,
        )}
        {...(description === null ? { 'aria-describedby': undefined } : {})}
        onOpenAutoFocus={(event) => {
          if (!initialFocus?.current) return;
          event.preventDefault();
          initialFocus.current.focus();
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className={cn('text-xl font-semibold tracking-tight text-ink', hideTitle && 'sr-only')}>
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
            aria-label="Close"
          >
            <X className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {description !== null ? (
          <RadixDialog.Description className="mt-1.5 text-sm text-ink-muted">{description}</RadixDialog.Description>
        ) : null}
        {children ? <div className="mt-5">{children}</div> : null}
        {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
