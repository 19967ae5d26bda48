import { SectionHeading } from './section-heading';

const STORIES = [
  {
    quote:
      'We briefed twelve creators in an afternoon and only paid for the videos we approved. Review rounds took minutes, not email threads.',
    name: 'Meera Kapoor',
    role: 'Growth lead, Glow Labs',
    figure: '12 creators',
    figureLabel: 'briefed in one afternoon',
  },
  {
    quote: 'I can see the money is there before I film anything. That changed how I pick brand work.',
    name: 'Arjun Rao',
    role: 'Tech creator, 84K followers',
    figure: '₹1,24,000',
    figureLabel: 'earned in his first quarter',
  },
  {
    quote: 'The price is worked out from my audience, so I stopped underselling myself in DMs.',
    name: 'Sana Iqbal',
    role: 'Food creator, 31K followers',
    figure: '3 days',
    figureLabel: 'from approval to her bank',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function StoriesSection() {
  return (
    <section id="brand-story" aria-labelledby="brand-story-title" className="py-16 sm:py-24">
      <div className="container-content flex flex-col gap-12">
        <SectionHeading
          id="brand-story-title"
          eyebrow="Customer stories"
          title="Brands and creators, on the same side"
          description="What changes when payment is settled before the work begins. (Sample stories while we collect our first.)"
        />
        <ul className="grid gap-4 lg:grid-cols-3">
          {STORIES.map((story) => (
            <li
              key={story.name}
              className="flex flex-col justify-between gap-6 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6"
            >
              <div className="flex flex-col gap-1">
                <p className="tabular text-3xl font-semibold tracking-tight text-ink">{story.figure}</p>
                <p className="text-sm text-ink-muted">{story.figureLabel}</p>
              </div>
              <blockquote className="text-[15px] leading-relaxed text-ink">“{story.quote}”</blockquote>
              <div className="flex items-center gap-3 border-t border-border pt-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
                >
                  {initials(story.name)}
                </span>
                <div>
                  <p className="text-sm font-semibold text-ink">{story.name}</p>
                  <p className="text-sm text-ink-muted">{story.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
