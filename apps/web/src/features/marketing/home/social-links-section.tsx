import { ArrowUpRight } from 'lucide-react';
import { InstagramMark, LinkedinMark, XMark, YoutubeMark } from '../components/social-icons';
import { SOCIAL_LINKS } from '../../../config/site';
import { useMounted } from '../lib/use-mounted';

const MARKS = { Instagram: InstagramMark, YouTube: YoutubeMark, LinkedIn: LinkedinMark, X: XMark } as const;
const BLURBS = {
  Instagram: 'Creator tips and behind-the-scenes',
  YouTube: 'Walkthroughs and campaign breakdowns',
  LinkedIn: 'News for brand and marketing teams',
  X: 'Product updates as they ship',
} as const;

/** Spec 1 §1 item 4: social links. */
export default function SocialLinksSection() {
  const mounted = useMounted();
  return (
    <section
      aria-labelledby="social-title"
      className="border-y border-border bg-surface-muted py-12 sm:py-14"
      data-ready={mounted ? 'social' : undefined}
    >
      <div className="container-content flex flex-col gap-6">
        <div className="max-w-xl">
          <h2 id="social-title" className="text-2xl text-ink">
            Follow along
          </h2>
          <p className="mt-1 text-[15px] text-ink-muted">Short, useful posts for creators and brands. No spam, no giveaways.</p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SOCIAL_LINKS.map((link) => {
            const Mark = MARKS[link.network];
            return (
              <li key={link.network}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  className="group flex items-center gap-3 rounded-card border border-border bg-surface p-4 transition-colors hover:border-brand/40"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
                    <Mark className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-ink">
                      {link.network} <span className="font-normal text-ink-muted">{link.handle}</span>
                    </span>
                    <span className="block text-xs text-ink-muted">{BLURBS[link.network]}</span>
                  </span>
                  <ArrowUpRight className="size-4 shrink-0 text-ink-muted group-hover:text-brand" strokeWidth={1.75} aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
