import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { InitialsAvatar } from '../components/initials-avatar';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §3 featured creator: name, category, followers, engagementRate, tags (initials instead of a photo). */
const CREATORS = [
  { name: 'Priya Nair', category: 'Beauty & skincare', followers: '128K', engagementRate: '6.8%', tags: ['Instagram', 'Reels', 'Hindi'] },
  { name: 'Kabir Shah', category: 'Tech & gadgets', followers: '342K', engagementRate: '4.9%', tags: ['YouTube', 'Reviews', 'English'] },
  { name: 'Ananya Iyer', category: 'Food & cooking', followers: '86K', engagementRate: '9.1%', tags: ['Instagram', 'Recipes', 'Tamil'] },
  { name: 'Rohan Mehta', category: 'Fitness & health', followers: '214K', engagementRate: '5.6%', tags: ['YouTube', 'Shorts', 'English'] },
] as const;

export default function FeaturedCreatorsSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="creators-title" className="py-16 sm:py-24" data-ready={mounted ? 'creators' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="creators-title"
            eyebrow="Featured creators"
            title="Creators brands come back to"
            description="A few of the vetted creators on Amplio. Create a free account to see full profiles and audience data."
          />
          {/* The spec's Browse All Creators is not wired; it leads to the sign-up that unlocks the directory. */}
          <Link to={paths.brandRegister.path} className={buttonStyles({ variant: 'secondary' })}>
            Browse All Creators
            <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CREATORS.map((creator, index) => (
            <li key={creator.name} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface shadow-soft">
              <div className="flex h-24 items-end bg-gradient-to-br from-brand-soft to-accent-soft/70 px-5">
                <div className="translate-y-1/2 rounded-full ring-4 ring-surface">
                  <InitialsAvatar name={creator.name} size="lg" tone={index} />
                </div>
              </div>
              <div className="flex flex-1 flex-col gap-4 p-5 pt-10">
                <div>
                  <h3 className="text-lg text-ink">{creator.name}</h3>
                  <p className="text-sm text-ink-muted">{creator.category}</p>
                </div>
                <dl className="grid grid-cols-2 gap-2">
                  <div className="rounded-control bg-surface-muted px-3 py-2">
                    <dt className="text-xs text-ink-muted">Followers</dt>
                    <dd className="tabular text-base font-semibold text-ink">{creator.followers}</dd>
                  </div>
                  <div className="rounded-control bg-surface-muted px-3 py-2">
                    <dt className="text-xs text-ink-muted">Engagement</dt>
                    <dd className="tabular text-base font-semibold text-ink">{creator.engagementRate}</dd>
                  </div>
                </dl>
                <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                  {creator.tags.map((tag) => (
                    <li key={tag} className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-ink-muted">
                      {tag}
                    </li>
                  ))}
                </ul>
                <Link
                  to={paths.brandRegister.path}
                  aria-label={`View profile of ${creator.name}`}
                  className={`${buttonStyles({ variant: 'secondary', size: 'sm', fullWidth: true })} mt-auto`}
                >
                  View Profile
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
