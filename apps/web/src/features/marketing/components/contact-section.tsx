import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RESPONSE_PROMISE, SUPPORT_EMAIL } from '../../../config/site';

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-16 sm:py-24">
      <div className="container-content">
        <div className="relative overflow-hidden rounded-card bg-ink px-6 py-12 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-32 -right-32 size-96 rounded-full bg-gradient-to-br from-brand/40 to-accent/25 blur-3xl"
          />
          <div className="relative grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
            <div className="flex flex-col gap-4">
              <h2 id="contact-title" className="text-3xl text-white sm:text-4xl">
                Ready when you are
              </h2>
              <p className="max-w-xl text-lg leading-relaxed text-slate-300">
                Start free as a creator, or launch your first funded campaign as a brand. Questions first? Write to us. {RESPONSE_PROMISE}
              </p>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex items-center gap-2 self-start font-semibold text-white underline decoration-white/30 underline-offset-4 hover:decoration-white"
              >
                <Mail className="size-5" strokeWidth={1.75} aria-hidden="true" />
                {SUPPORT_EMAIL}
              </a>
            </div>
            <div className="flex flex-col gap-3">
              <Link to={paths.creatorRegister.path} className={buttonStyles({ size: 'lg', fullWidth: true })}>
                Get started as a creator
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg', fullWidth: true, variant: 'inverse' })}>
                Join as a brand
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
