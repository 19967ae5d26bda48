import { BarChart3, FileCheck2, LayoutList, Lock, MessagesSquare, Search } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';
import { IconFeature } from '../components/icon-feature';

/** Spec 1 §1: six features. */
const FEATURES = [
  {
    icon: Search,
    title: 'Advanced search',
    body: 'Filter 50,000+ creators by niche, platform, language, location and audience geography, with real follower counts.',
  },
  {
    icon: LayoutList,
    title: 'Campaign management',
    body: 'Briefs, timelines, deliverables and budgets for every campaign in one place, with status at a glance.',
  },
  {
    icon: BarChart3,
    title: 'Performance analytics',
    body: 'Reach, views, engagement and cost per result for each post, campaign and creator.',
  },
  {
    icon: Lock,
    title: 'Secure payments',
    body: 'Fund once into escrow. Money is released to a creator only after you approve their work.',
  },
  {
    icon: MessagesSquare,
    title: 'Direct messaging',
    body: 'Talk to creators inside Amplio, keep every file and decision next to the campaign.',
  },
  {
    icon: FileCheck2,
    title: 'Content approval',
    body: 'Approve or reject scripts, videos and live posts with a clear reason. At most three rounds per piece.',
  },
] as const;

export default function BrandFeaturesSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24" data-ready={mounted ? 'features' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a creator campaign needs"
          description="From finding the right people to paying them, without spreadsheets or email chains."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <IconFeature key={feature.title} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
