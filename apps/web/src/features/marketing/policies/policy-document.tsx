import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/back-button';
import { SUPPORT_EMAIL } from '../../../config/site';

/** Spec 1 §2: the policy pages are dated September 24, 2025 and carry a Back button. */
export const POLICY_DATE = 'September 24, 2025';
export const POLICY_DATE_ISO = '2025-09-24';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A readable policy: summary, contents, numbered sections; 70 characters a line at most. */
export function PolicyDocument({ title, summary, sections }: { title: string; summary: string; sections: readonly PolicySection[] }) {
  return (
    <article className="container-content py-10 sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <BackButton />
        <header className="flex flex-col gap-4 border-b border-border pb-8">
          <span className="inline-flex size-11 items-center justify-center rounded-card bg-brand-soft text-brand">
            <FileText className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <h1 className="text-4xl text-ink sm:text-5xl">{title}</h1>
          <p className="text-sm text-ink-muted">
            Last updated <time dateTime={POLICY_DATE_ISO}>{POLICY_DATE}</time>
          </p>
          <p className="text-lg leading-relaxed text-ink-muted">{summary}</p>
        </header>
        <nav aria-label="On this page" className="rounded-card border border-border bg-surface-muted p-5">
          <p className="text-sm font-semibold text-ink">On this page</p>
          <ol className="mt-3 grid gap-1.5 text-[15px] sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand hover:text-brand-hover hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex flex-col gap-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="flex flex-col gap-3">
              <h2 id={`${section.id}-title`} className="text-2xl text-ink">
                {index + 1}. {section.title}
              </h2>
              <div className="flex flex-col gap-3 text-base leading-relaxed text-ink-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
        <footer className="flex flex-col gap-4 border-t border-border pt-8">
          <p className="text-[15px] text-ink-muted">
            Questions about this policy? Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand hover:underline">
              {SUPPORT_EMAIL}
            </a>
            . We answer within 24 hours on business days.
          </p>
        </footer>
      </div>
    </article>
  );
}
