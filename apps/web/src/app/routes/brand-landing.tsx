import { paths } from '../../config/paths';
import { BrandHero } from '../../features/marketing/brand/brand-hero';
import { BRAND_GET_STARTED, BRAND_SUBNAV } from '../../features/marketing/brand/brand-links';
import { PageSubnav } from '../../features/marketing/components/page-subnav';
import { lazySection } from '../../features/marketing/lib/lazy-section';

const Stats = lazySection(() => import('../../features/marketing/brand/brand-stats-section'));
const Features = lazySection(() => import('../../features/marketing/brand/brand-features-section'));
const Steps = lazySection(() => import('../../features/marketing/brand/brand-steps-section'));
const Creators = lazySection(() => import('../../features/marketing/brand/featured-creators-section'));
const Testimonials = lazySection(() => import('../../features/marketing/brand/brand-testimonials-section'));
const Pricing = lazySection(() => import('../../features/marketing/brand/pricing-section'));
const Contact = lazySection(() => import('../../features/marketing/components/contact-section'));
const Faq = lazySection(() => import('../../features/marketing/brand/brand-faq-section'));
const Cta = lazySection(() => import('../../features/marketing/brand/brand-cta-section'));

/** Below the site navbar (64 px) and the page's own navigation (56 px). */
const anchor = 'scroll-mt-32';

/** Spec 1 §2 "Brand landing page details", in the spec's order. */
export default function BrandLandingPage() {
  return (
    <>
      <PageSubnav label="Brand page" links={BRAND_SUBNAV} cta={BRAND_GET_STARTED} />
      <BrandHero />
      <Stats placeholder="min-h-[200px]" />
      <Features id="features" className={anchor} placeholder="min-h-[900px]" />
      <Steps id="how-it-works" className={anchor} placeholder="min-h-[640px] bg-surface-muted" />
      <Creators placeholder="min-h-[900px]" />
      <Testimonials id="testimonials" className={anchor} placeholder="min-h-[700px] bg-surface-muted" />
      <Pricing id="pricing" className={anchor} placeholder="min-h-[1100px]" />
      <Contact
        id="contact"
        className={anchor}
        placeholder="min-h-[480px]"
        title="Questions before you start?"
        body="Tell us about your brand and what you want to achieve. We will suggest a plan and the creators to start with."
        primary={{ label: 'Start Your Free Trial', to: paths.brandRegister.path }}
        secondary={{ label: 'Contact Sales', to: paths.brandRegister.path }}
      />
      <Faq id="faq" className={anchor} placeholder="min-h-[700px] bg-surface-muted" />
      <Cta id="get-started" className={anchor} placeholder="min-h-[560px]" />
    </>
  );
}
