import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §2: the call to action (#get-started) and the dashboard demo (#demo). */
export default function BrandCtaSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="get-started-title" className="py-16 sm:py-24" data-ready={mounted ? 'cta' : undefined}>
      <div className="container-content flex flex-col gap-6">
        <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 size-[420px] -translate-x-1/2 rounded-full bg-gradient-to-br from-brand/45 to-accent/25 blur-3xl"
          />
          <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
            <h2 id="get-started-title" className="text-3xl text-white sm:text-4xl">
              Launch your first funded campaign this week
            </h2>
            <p className="text-lg text-slate-300">14 days free, no credit card needed, cancel anytime.</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg' })}>
                Get Started
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg', variant: 'inverse' })}>
                Contact Sales
              </Link>
            </div>
          </div>
        </div>
        <div
          id="demo"
          className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-6"
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent-strong">
              <LayoutDashboard className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg text-ink">See what your creators see</h3>
              <p className="text-[15px] text-ink-muted">
                Try the creator dashboard demo: content, analytics and earnings, with sample data.
              </p>
            </div>
          </div>
          <Link to={paths.creatorDashboardDemo.path} className={buttonStyles({ variant: 'secondary' })}>
            Open the demo
          </Link>
        </div>
      </div>
    </section>
  );
}
