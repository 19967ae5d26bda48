import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { InitialsAvatar } from '../components/initials-avatar';
import { useMounted } from '../lib/use-mounted';

const FACES = ['Priya Nair', 'Kabir Shah', 'Ananya Iyer', 'Rohan Mehta', 'Meher Kaur'];

/** Spec 1 §1 item 6: the find-and-hire-influencers banner. */
export default function HireBannerSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="hire-title" className="pb-16 sm:pb-24" data-ready={mounted ? 'hire' : undefined}>
      <div className="container-content">
        <div className="grid gap-8 rounded-card border border-brand/20 bg-gradient-to-br from-brand-soft via-surface to-accent-soft/60 p-6 sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="flex flex-col gap-4">
            <h2 id="hire-title" className="text-3xl text-ink sm:text-4xl">
              Find and hire influencers who fit your brand
            </h2>
            <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
              Search 50,000+ vetted creators by niche, language and audience. Brief them in minutes and pay only for the content you
              approve.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg' })}>
                Find creators
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={paths.brandLanding.path} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
                See plans and pricing
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="rounded-card border border-border bg-surface p-4 shadow-lift">
            <div className="flex h-11 items-center gap-2 rounded-control border border-border px-3 text-[15px] text-ink-muted">
              <Search className="size-4" strokeWidth={1.75} />
              Skincare creators in Mumbai, 10K–100K
            </div>
            <ul className="mt-3 flex flex-col divide-y divide-border">
              {FACES.slice(0, 3).map((name, index) => (
                <li key={name} className="flex items-center gap-3 py-3">
                  <InitialsAvatar name={name} size="sm" />
                  <span className="flex-1 text-sm font-semibold text-ink">{name}</span>
                  <span className="tabular text-sm text-ink-muted">{['8.2%', '6.9%', '7.4%'][index]} eng.</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
