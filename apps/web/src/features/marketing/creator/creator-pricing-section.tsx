import { BadgeCheck, Banknote, Gauge, Users } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';
import { IconFeature } from '../components/icon-feature';

const FACTORS = [
  { icon: Users, title: 'Your audience', body: 'Followers and average views on the platform the campaign runs on.' },
  { icon: Gauge, title: 'Your engagement', body: 'Likes and comments per follower: an engaged audience of 20K can beat a quiet 200K.' },
  { icon: BadgeCheck, title: 'The brief', body: 'What the brand asks for: format, length, usage rights and timeline.' },
] as const;

/** Why creators trust the price, and how payouts work (spec 3 §9: minimum withdrawal ₹100, en-IN rupees). */
export default function CreatorPricingSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="fair-price-title" className="py-16 sm:py-24" data-ready={mounted ? 'pricing' : undefined}>
      <div className="container-content grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-8">
          <SectionHeading
            id="fair-price-title"
            eyebrow="A fair price"
            title="Stop guessing your rate"
            description="Each campaign shows a price worked out for you. It is locked the moment you save your script, so it cannot change under you."
          />
          <ul className="flex flex-col gap-4">
            {FACTORS.map((factor) => (
              <IconFeature key={factor.title} {...factor} layout="row" surface="plain" titleSize="base" />
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-5 rounded-card bg-ink p-6 text-white sm:p-8">
          <span className="inline-flex size-11 items-center justify-center rounded-card bg-white/10">
            <Banknote className="size-5" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <h3 className="text-2xl text-white">Payouts without the chasing</h3>
          <ul className="flex flex-col gap-3 text-[15px] text-slate-300">
            <li>Money is released to your wallet the moment the brand marks the work complete.</li>
            <li>Withdraw any amount from ₹100 to a UPI id or a bank account.</li>
            <li>Every payment, withdrawal and status is in your history, with a running balance.</li>
            <li>A failed transfer goes straight back to your balance.</li>
          </ul>
          <p className="tabular mt-auto rounded-control bg-white/10 px-4 py-3 text-sm text-white">
            Typical time from approval to wallet: same day
          </p>
        </div>
      </div>
    </section>
  );
}
