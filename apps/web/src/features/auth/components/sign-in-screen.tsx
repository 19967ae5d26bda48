import { ArrowLeft, BadgeCheck, ShieldCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import type { SignInKind } from '../api/sign-in';
import { loginNoticeFromQuery } from '../login-notice';
import { signInCopy } from '../sign-in-copy';
import { SignInForm } from './sign-in-form';
import { SocialSignIn } from './social-sign-in';

const PANEL: Record<SignInKind, { title: string; figure: string; figureLabel: string; points: readonly string[] }> = {
  brand: {
    title: 'Pay only for content you approve',
    figure: '₹2,40,000',
    figureLabel: 'held safely in escrow across your campaigns',
    points: ['Review every script and video', 'Ask for changes with a clear reason', 'Release payment with one click'],
  },
  creator: {
    title: 'Your earnings, protected from day one',
    figure: '₹42,750.00',
    figureLabel: 'available to withdraw to UPI or bank',
    points: ['Every campaign is funded before you start', 'A price based on your real audience', 'Paid as soon as the brand approves'],
  },
  operator: {
    title: 'Every payout, accounted for',
    figure: '₹0',
    figureLabel: 'moves outside the ledger: each payout is recorded from request to bank',
    points: [
      'Send payouts through the provider',
      'Record the bank reference (UTR) you paid with',
      'A failed payout goes back to the creator’s wallet',
    ],
  },
};

/** Where the phone-only Back link goes when there is no page to go back to. */
const LANDING: Record<SignInKind, string> = {
  brand: paths.brandLanding.path,
  creator: paths.creatorLanding.path,
  operator: paths.home.path,
};

/** The sign-in page frame: the guard's notice, the form, the links around it and a panel about the product. */
export function SignInScreen({ kind }: { kind: SignInKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const copy = signInCopy[kind];
  // Spec 1 §2 / spec 2 §2.8: a phone-only Back link, one page back (or the landing page when there is none).
  const goBack = () => {
    const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
    if (canGoBack) void navigate(-1);
    else void navigate(LANDING[kind]);
  };
  const notice = loginNoticeFromQuery(kind, params);
  const panel = PANEL[kind];

  return (
    <section className="container-content py-8 sm:py-14">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-card border border-border bg-surface shadow-soft lg:grid-cols-[1.05fr_1fr]">
        <div className="flex flex-col gap-6 p-5 sm:p-10">
          <button
            type="button"
            onClick={goBack}
            className="-mb-2 inline-flex items-center gap-1.5 self-start rounded-control text-sm font-semibold text-brand hover:text-brand-hover sm:hidden"
          >
            <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Back
          </button>
          {notice ? <Alert tone={notice.tone} title={notice.text} /> : null}
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{copy.audience}</p>
            <h1 className="text-2xl text-ink sm:text-3xl">{copy.heading}</h1>
            <p className="text-[15px] text-ink-muted">{copy.intro}</p>
          </div>
          <SignInForm kind={kind} redirectTo={params.get('redirect')} />
          {kind === 'operator' ? null : <SocialSignIn />}
          <div className="flex flex-col gap-2 border-t border-border pt-5 text-[15px] text-ink-muted">
            {[...(copy.register ? [copy.register] : []), ...copy.switchTo].map((link) => (
              <p key={link.path}>
                {link.prompt}{' '}
                <Link to={link.path} className="font-semibold text-brand hover:text-brand-hover hover:underline">
                  {link.label}
                </Link>
              </p>
            ))}
            {copy.footnote ? <p className="text-sm">{copy.footnote}</p> : null}
          </div>
        </div>
        <aside
          aria-label="Why Amplio"
          className="relative hidden overflow-hidden bg-ink p-10 text-white lg:flex lg:flex-col lg:justify-center lg:gap-10"
        >
          <div
            aria-hidden="true"
            className="absolute -right-24 -bottom-24 size-80 rounded-full bg-gradient-to-br from-brand/50 to-accent/30 blur-3xl"
          />
          <div className="relative flex flex-col gap-3">
            <ShieldCheck className="size-8 text-[#c4b5fd]" strokeWidth={1.75} aria-hidden="true" />
            <h2 className="text-2xl text-white">{panel.title}</h2>
          </div>
          <div className="relative rounded-card border border-white/10 bg-white/5 p-5 backdrop-blur">
            <p className="tabular text-3xl font-semibold tracking-tight">{panel.figure}</p>
            <p className="mt-1 text-sm text-slate-300">{panel.figureLabel}</p>
          </div>
          <ul className="relative flex flex-col gap-3 text-[15px] text-slate-200">
            {panel.points.map((point) => (
              <li key={point} className="flex items-center gap-2.5">
                <BadgeCheck className="size-5 shrink-0 text-[#86efac]" strokeWidth={1.75} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
