import { BadgeCheck, ChartNoAxesCombined, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AccountEntryGate } from '../../features/auth/components/account-entry-gate';
import { CreatorRegistrationWizard } from '../../features/creator-registration/components/creator-registration-wizard';

const POINTS = [
  { icon: Handshake, title: 'Brand partnerships', text: 'Campaigns from brands that fit what you already make.' },
  { icon: ChartNoAxesCombined, title: 'Growth analytics', text: 'See what your audience responds to, platform by platform.' },
  { icon: BadgeCheck, title: 'Paid on approval', text: 'Every campaign is funded into escrow before you start.' },
];

/** Spec 2 §2: /creator-register, the five-step wizard with the sign-in link and the marketing copy beside it. */
export default function CreatorRegisterPage() {
  return (
    <AccountEntryGate kind="creator">
      <section className="container-content py-6 sm:py-12">
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
          <div className="flex flex-col gap-6">
            <header className="flex flex-col gap-2">
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">For creators</p>
              <h1 className="text-2xl text-ink sm:text-3xl">Join Amplio as a creator</h1>
              <p className="text-[15px] text-ink-muted">
                Five short steps, saved as you go. Already have an account?{' '}
                <Link to={paths.creatorLogin.aliases[0]} className="font-semibold text-brand hover:text-brand-hover hover:underline">
                  Sign in
                </Link>
              </p>
            </header>
            <div className="rounded-card border border-border bg-surface p-5 shadow-soft sm:p-8">
              <CreatorRegistrationWizard />
            </div>
          </div>
          <aside
            aria-label="Why creators join Amplio"
            className="relative hidden overflow-hidden rounded-card bg-ink p-8 text-white lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-8"
          >
            <div
              aria-hidden="true"
              className="absolute -right-20 -bottom-24 size-72 rounded-full bg-gradient-to-br from-brand/50 to-accent/30 blur-3xl"
            />
            <div className="relative flex flex-col gap-2">
              <p className="tabular text-4xl font-semibold tracking-tight">10,000+</p>
              <p className="text-sm text-slate-300">creators already work with 500+ brands on Amplio</p>
            </div>
            <ul className="relative flex flex-col gap-5">
              {POINTS.map((p) => (
                <li key={p.title} className="flex gap-3">
                  <p.icon className="mt-0.5 size-5 shrink-0 text-[#c4b5fd]" strokeWidth={1.75} aria-hidden="true" />
                  <div>
                    <p className="font-semibold">{p.title}</p>
                    <p className="text-sm text-slate-300">{p.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </AccountEntryGate>
  );
}
