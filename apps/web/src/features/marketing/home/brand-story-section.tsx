import { Quote } from 'lucide-react';
import { InitialsAvatar } from '../components/initials-avatar';
import { SectionHeading } from '../components/section-heading';
import { lazySection } from '../lib/lazy-section';
import { CarouselPosters } from './carousel-slide';
import { CAROUSEL_CLIPS } from './carousel-slides';
import { useMounted } from '../lib/use-mounted';
import { Reveal } from '../components/reveal';

/** Spec 1 §3: a home testimonial has a title, text, name and role. Sample stories, hard-coded. */
const TESTIMONIALS = [
  {
    title: 'Twelve creators briefed in one afternoon',
    text: 'We only paid for the videos we approved, and review rounds took minutes instead of email threads. Our launch went out a week early.',
    name: 'Meera Kapoor',
    role: 'Growth lead, Glow Labs',
  },
  {
    title: 'I can see the money before I film',
    text: 'Every campaign shows that the budget is already in escrow. That changed how I choose brand work, and I was paid two days after approval.',
    name: 'Arjun Rao',
    role: 'Tech creator, 84K followers',
  },
  {
    title: 'No more underselling myself in DMs',
    text: 'The price comes from my real audience, so I stopped guessing. Three campaigns in, my rate is up and my inbox is calmer.',
    name: 'Sana Iqbal',
    role: 'Food creator, 31K followers',
  },
] as const;

const VideoCarousel = lazySection(() => import('./video-carousel'), { ssr: false, rootMargin: '200px 0px' });

/** Spec 1 §1: brand story, three testimonials and the video carousel (which loads when it comes near). */
export default function BrandStorySection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="brand-story-title" className="py-16 sm:py-24" data-ready={mounted ? 'brand-story' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <Reveal>
          <SectionHeading
            id="brand-story-title"
            eyebrow="Customer stories"
            title="Brands and creators, on the same side"
            description="What changes when the money is settled before the work begins. Sample stories from our pilot."
          />
        </Reveal>
        <ul className="grid gap-4 lg:grid-cols-3">
          {TESTIMONIALS.map((story) => (
            <li key={story.name} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6">
              <Quote className="size-7 text-accent" strokeWidth={1.75} aria-hidden="true" />
              <figure className="flex flex-1 flex-col gap-5">
                <blockquote className="flex flex-1 flex-col gap-2">
                  <p className="text-lg font-semibold leading-snug text-ink">{story.title}</p>
                  <p className="text-[15px] leading-relaxed text-ink-muted">{story.text}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 border-t border-border pt-4">
                  <InitialsAvatar name={story.name} />
                  <span>
                    <span className="block text-sm font-semibold text-ink">{story.name}</span>
                    <span className="block text-sm text-ink-muted">{story.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 className="text-2xl text-ink">Made on Amplio</h3>
            <p className="text-[15px] text-ink-muted">
              <span className="pointer-coarse:hidden">Hover a clip to play it with sound on a larger screen.</span>
              <span className="hidden pointer-coarse:inline">Tap a clip to play it, and tap again to pause.</span>
            </p>
          </div>
          <VideoCarousel fallback={<CarouselPosters clips={CAROUSEL_CLIPS} />} />
        </div>
      </div>
    </section>
  );
}
