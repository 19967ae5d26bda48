import { ChevronDown } from 'lucide-react';
import { SectionHeading } from './section-heading';

const QUESTIONS = [
  {
    question: 'When do creators get paid?',
    answer:
      'As soon as the brand marks the work complete, the money held in escrow moves to your Amplio wallet. You can withdraw it to UPI or a bank account.',
  },
  {
    question: 'What happens if a brand rejects my video?',
    answer:
      'The brand gives a reason and you can upload a new version. A video can be rejected at most three times, so reviews never drag on.',
  },
  {
    question: 'How is a creator’s price decided?',
    answer:
      'Each campaign’s price is worked out from the creator’s audience and engagement, and it is locked in when the creator saves a script.',
  },
  {
    question: 'Do brands pay before the work is done?',
    answer: 'Brands fund a campaign into escrow when they launch it. The money only leaves escrow when they approve the finished work.',
  },
  {
    question: 'Who can join?',
    answer: 'Any business can open a brand account. Creators need to be at least 18 and verify their email address before they sign in.',
  },
] as const;

/** One answer open at a time: native <details> sharing a name, so it works before any JavaScript runs. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-content grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Questions, answered"
          description="Still unsure? Ask us and a person will reply."
        />
        <div className="flex flex-col gap-3">
          {QUESTIONS.map((item, index) => (
            <details
              key={item.question}
              name="faq"
              open={index === 0}
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
      </div>
    </section>
  );
}
