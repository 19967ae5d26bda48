import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuLabel = RadixMenu.Label;

export function DropdownMenuContent({
  children,
  className,
  align = 'end',
}: {
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={8}
        className={cn(
          'z-50 min-w-56 rounded-card border border-border bg-surface p-1.5 shadow-lift data-[state=open]:animate-[fade-in_150ms_ease-out]',
          className,
        )}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  disabled,
  tone = 'default',
}: {
  children: ReactNode;
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  return (
    <RadixMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-[15px] outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-muted data-[highlighted]:bg-surface-muted',
        tone === 'danger' ? 'text-danger' : 'text-ink',
      )}
    >
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-border" />;
}
