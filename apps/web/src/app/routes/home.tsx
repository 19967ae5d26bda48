import { ContactSection } from '../../features/marketing/components/contact-section';
import { FaqSection } from '../../features/marketing/components/faq-section';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HowItWorksSection } from '../../features/marketing/components/how-it-works-section';
import { StoriesSection } from '../../features/marketing/components/stories-section';

/** The home page. A later issue adds the creator journey, tabs, carousel and more; the anchors stay the same. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HowItWorksSection />
      <StoriesSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
