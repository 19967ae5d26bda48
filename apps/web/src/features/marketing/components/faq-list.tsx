import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Spec 1 §4: one answer open at a time, and clicking the open one closes it. Native <details> sharing a name
 * does exactly that, with the keyboard and screen readers, before any JavaScript has run.
 */
export function FaqList({ items, name, firstOpen = true }: { items: readonly FaqItem[]; name: string; firstOpen?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((item, index) => (
        <details
          key={item.question}
          name={name}
          open={firstOpen && index === 0}
          className="group rounded-card border border-border bg-surface px-5 shadow-xs open:shadow-soft"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-base font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
              strokeWidth={1.75}
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 text-[15px] leading-relaxed text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
