import { CreatorHero } from '../../features/marketing/creator/creator-hero';
import { lazySection } from '../../features/marketing/lib/lazy-section';

const Earn = lazySection(() => import('../../features/marketing/creator/creator-earn-section'));
const FairPrice = lazySection(() => import('../../features/marketing/creator/creator-pricing-section'));
const StoriesFaq = lazySection(() => import('../../features/marketing/creator/creator-stories-faq-section'));

/** The creator marketing landing (label "For Influencers"). */
export default function CreatorLandingPage() {
  return (
    <>
      <CreatorHero />
      <Earn placeholder="min-h-[900px] bg-surface-muted" />
      <FairPrice placeholder="min-h-[720px]" />
      <StoriesFaq id="faq" placeholder="min-h-[1200px] bg-surface-muted" />
    </>
  );
}
