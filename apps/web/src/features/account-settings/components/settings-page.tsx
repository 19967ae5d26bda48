import type { ReactNode } from 'react';

/**
 * The frame of a settings page: a heading, then its sections one under another. Each section is a component of its
 * own (a card), so features add theirs to a page by adding one line.
 */
export function SettingsPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-form flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">{title}</h2>
        {description ? <p className="text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
