import { ArrowRight, Building2, Check, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';

const CHOICES = [
  {
    icon: UserRound,
    tone: 'bg-accent-soft text-accent-strong',
    title: 'I’m a creator',
    body: 'Find funded campaigns, get a fair price for your audience and withdraw your earnings.',
    points: ['Free to join', 'Paid when the brand approves', 'Withdraw to UPI or bank from ₹100'],
    cta: 'Create a creator account',
    to: paths.creatorRegister.path,
    signIn: { label: 'Sign in as a creator', to: paths.creatorLogin.path },
  },
  {
    icon: Building2,
    tone: 'bg-brand-soft text-brand',
    title: 'I’m a brand',
    body: 'Brief vetted creators, review every piece of content and pay only for what you approve.',
    points: ['14-day free trial', 'No credit card needed', 'Cancel anytime'],
    cta: 'Create a brand account',
    to: paths.brandRegister.path,
    signIn: { label: 'Sign in as a brand', to: paths.brandLogin.path },
  },
] as const;

/** Spec 1 §2: /signup routes people to the two real sign-up pages. */
export default function SignupPage() {
  return (
    <section className="bg-gradient-to-b from-brand-soft/50 to-surface">
      <div className="container-content flex flex-col gap-10 py-14 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Join Amplio</p>
          <h1 className="text-4xl text-ink sm:text-5xl">How do you want to use Amplio?</h1>
          <p className="text-lg text-ink-muted">Creators and brands get different accounts. Sign-up takes about 2 minutes either way.</p>
        </div>
        <ul className="mx-auto grid w-full max-w-4xl gap-4 md:grid-cols-2">
          {CHOICES.map((choice) => (
            <li key={choice.title} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8">
              <span className={`inline-flex size-12 items-center justify-center rounded-card ${choice.tone}`}>
                <choice.icon className="size-6" strokeWidth={1.75} aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-2">
                <h2 className="text-2xl text-ink">{choice.title}</h2>
                <p className="text-[15px] leading-relaxed text-ink-muted">{choice.body}</p>
              </div>
              <ul className="flex flex-col gap-2">
                {choice.points.map((point) => (
                  <li key={point} className="flex items-center gap-2 text-[15px] text-ink">
                    <Check className="size-4 text-success" strokeWidth={2.25} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-col gap-3">
                <Link to={choice.to} className={buttonStyles({ size: 'lg', fullWidth: true })}>
                  {choice.cta}
                  <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </Link>
                <Link
                  to={choice.signIn.to}
                  className="text-center text-[15px] font-semibold text-brand hover:text-brand-hover hover:underline"
                >
                  {choice.signIn.label}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
