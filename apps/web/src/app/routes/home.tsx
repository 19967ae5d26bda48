import { HomeHero } from '../../features/marketing/components/home-hero';
import { lazySection } from '../../features/marketing/lib/lazy-section';

// Below the fold: each section is its own chunk, fetched as it comes near the viewport (the prerendered HTML has it all).
const CreatorJourney = lazySection(() => import('../../features/marketing/home/creator-journey-section'));
const Benefits = lazySection(() => import('../../features/marketing/home/benefits-section'));
const BrandStory = lazySection(() => import('../../features/marketing/home/brand-story-section'));
const SocialLinks = lazySection(() => import('../../features/marketing/home/social-links-section'));
const Contact = lazySection(() => import('../../features/marketing/components/contact-section'));
const HireBanner = lazySection(() => import('../../features/marketing/home/hire-banner-section'));
const Faq = lazySection(() => import('../../features/marketing/home/home-faq-section'));

/** Spec 1 §1: the home page, sections in the spec's order. The anchors sit on the wrappers, so they exist at once. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <CreatorJourney id="how-it-works" placeholder="min-h-[1400px] bg-surface-muted" />
      <Benefits placeholder="min-h-[1200px] bg-surface-muted" />
      <BrandStory id="brand-story" placeholder="min-h-[1100px]" />
      <SocialLinks placeholder="min-h-[220px]" />
      <Contact id="contact" placeholder="min-h-[480px]" />
      <HireBanner placeholder="min-h-[420px]" />
      <Faq id="faq" placeholder="min-h-[900px] bg-surface-muted" />
    </>
  );
}
