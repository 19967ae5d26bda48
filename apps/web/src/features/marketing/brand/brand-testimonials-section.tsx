import { Star } from 'lucide-react';
import { InitialsAvatar } from '../components/initials-avatar';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §3 brand testimonial: company, industry, quote, rating. Sample stories. */
const STORIES = [
  {
    company: 'Glow Labs',
    industry: 'Beauty',
    quote:
      'We launched a serum with 18 creators in nine days. Paying only for approved videos meant no awkward refunds and no wasted budget.',
    rating: 5,
  },
  {
    company: 'Volt Audio',
    industry: 'Consumer tech',
    quote: 'The review flow replaced three tools. Our team approves a video in the time it used to take to find the right email.',
    rating: 5,
  },
  {
    company: 'Spice Route',
    industry: 'Food & beverage',
    quote: 'Regional creators we could never reach before, priced fairly for their audience. Cost per engagement dropped by a third.',
    rating: 4,
  },
] as const;

function Rating({ value }: { value: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= value ? 'size-4 fill-[#f59e0b] text-[#f59e0b]' : 'size-4 text-ink-subtle'}
          strokeWidth={1.75}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

export default function BrandTestimonialsSection() {
  const mounted = useMounted();
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-surface-muted py-16 sm:py-24"
      data-ready={mounted ? 'testimonials' : undefined}
    >
      <div className="container-content flex flex-col gap-12">
        <SectionHeading id="testimonials-title" eyebrow="Brand success stories" title="Teams that stopped chasing creators" />
        <ul className="grid gap-4 lg:grid-cols-3">
          {STORIES.map((story) => (
            <li key={story.company} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6">
              <Rating value={story.rating} />
              <blockquote className="flex-1 text-[15px] leading-relaxed text-ink">“{story.quote}”</blockquote>
              <div className="flex items-center gap-3 border-t border-border pt-4">
                <InitialsAvatar name={story.company} />
                <div>
                  <p className="text-sm font-semibold text-ink">{story.company}</p>
                  <p className="text-sm text-ink-muted">{story.industry}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
