import { ArrowRight, Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RESPONSE_PROMISE, SUPPORT_EMAIL } from '../../../config/site';
import { useMounted } from '../lib/use-mounted';

interface ContactSectionProps {
  title?: string;
  body?: string;
  primary?: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** Spec 1 §1 item 5: a plain e-mail link and the promise of a reply within 24 hours on business days. */
export default function ContactSection({
  title = 'Talk to a person',
  body = 'Questions about campaigns, payouts or your account? Write to us and someone from the team will answer.',
  primary = { label: 'Get started as a creator', to: paths.creatorRegister.path },
  secondary = { label: 'Join as a brand', to: paths.brandRegister.path },
}: ContactSectionProps) {
  const mounted = useMounted();
  return (
    <section aria-labelledby="contact-title" className="py-16 sm:py-24" data-ready={mounted ? 'contact' : undefined}>
      <div className="container-content">
        <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-32 -right-32 size-96 rounded-full bg-gradient-to-br from-brand/40 to-accent/25 blur-3xl"
          />
          <div className="relative grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div className="flex flex-col gap-4">
              <p className="text-sm font-semibold tracking-wide text-[#c4b5fd] uppercase">Contact</p>
              <h2 id="contact-title" className="text-3xl text-white sm:text-4xl">
                {title}
              </h2>
              <p className="max-w-xl text-lg leading-relaxed text-slate-300">{body}</p>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex items-center gap-2 self-start text-lg font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
              >
                <Mail className="size-5" strokeWidth={1.75} aria-hidden="true" />
                {SUPPORT_EMAIL}
              </a>
              <p className="flex items-center gap-2 text-[15px] text-slate-300">
                <Clock className="size-4" strokeWidth={1.75} aria-hidden="true" />
                {RESPONSE_PROMISE}
              </p>
            </div>
            <div className="flex flex-col gap-3">
              <Link to={primary.to} className={buttonStyles({ size: 'lg', fullWidth: true })}>
                {primary.label}
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={secondary.to} className={buttonStyles({ size: 'lg', fullWidth: true, variant: 'inverse' })}>
                {secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
