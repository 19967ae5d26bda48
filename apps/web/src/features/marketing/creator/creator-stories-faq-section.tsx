import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { FaqList } from '../components/faq-list';
import { InitialsAvatar } from '../components/initials-avatar';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

const STORIES = [
  {
    name: 'Meher Kaur',
    role: 'Travel creator, 58K followers',
    quote: 'I was paid 48 hours after the brand approved my reel. That has never happened with an agency.',
  },
  {
    name: 'Rohan Mehta',
    role: 'Fitness creator, 214K followers',
    quote: 'The feedback is specific and there is a limit on rounds. I spend my time filming, not negotiating.',
  },
] as const;

const FAQ = [
  { question: 'What does it cost to join?', answer: 'Nothing. Creator accounts are free, and so are withdrawals from ₹100.' },
  { question: 'How old do I need to be?', answer: 'You must be at least 18 to create an account and accept campaigns.' },
  {
    question: 'Do I need a big following?',
    answer: 'No. Many brands look for focused audiences of 5K–50K. Your price reflects your real reach and engagement.',
  },
  {
    question: 'What if the brand rejects my video?',
    answer: 'You get a written reason and can upload a new version. A piece can be rejected at most three times.',
  },
] as const;

export default function CreatorStoriesFaqSection() {
  const mounted = useMounted();
  return (
    <section
      aria-labelledby="creator-faq-title"
      className="bg-surface-muted py-16 sm:py-24"
      data-ready={mounted ? 'creator-faq' : undefined}
    >
      <div className="container-content flex flex-col gap-16">
        <ul className="grid gap-4 md:grid-cols-2">
          {STORIES.map((story) => (
            <li key={story.name} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-soft">
              <blockquote className="text-lg leading-relaxed text-ink">“{story.quote}”</blockquote>
              <div className="flex items-center gap-3">
                <InitialsAvatar name={story.name} />
                <div>
                  <p className="text-sm font-semibold text-ink">{story.name}</p>
                  <p className="text-sm text-ink-muted">{story.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="creator-faq-title" eyebrow="FAQ" title="Creator questions" />
          <FaqList items={FAQ} name="creator-faq" />
        </div>
        <div className="flex flex-col items-start gap-5 rounded-card bg-gradient-to-r from-brand to-[#7c3aed] p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl text-white sm:text-3xl">Your next brand deal is already funded</h2>
            <p className="mt-1 text-[15px] text-violet-100">Sign-up takes about 2 minutes.</p>
          </div>
          <Link to={paths.signup.path} className={buttonStyles({ size: 'lg', variant: 'light' })}>
            Start earning
            <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
