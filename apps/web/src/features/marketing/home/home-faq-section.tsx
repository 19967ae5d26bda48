import { FaqList } from '../components/faq-list';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §1 item 7: nine questions, one answer open at a time. */
export const HOME_FAQ = [
  {
    question: 'How does Amplio work?',
    answer:
      'A brand creates a campaign and funds it into escrow. Creators discover it, save a script, make the content and post it. When the brand approves the work, the escrow is released to the creator.',
  },
  {
    question: 'Is it free for creators?',
    answer: 'Yes. Creating an account, discovering campaigns and withdrawing your earnings are free. Sign-up takes about 2 minutes.',
  },
  {
    question: 'When do creators get paid?',
    answer:
      'As soon as the brand marks the work complete, the money held in escrow moves to your Amplio wallet. You can withdraw from ₹100 to UPI or a bank account.',
  },
  {
    question: 'How is a creator’s price decided?',
    answer:
      'Each campaign’s price is worked out from your audience size and engagement on the platform it runs on. It is locked in when you save your script.',
  },
  {
    question: 'What happens if a brand rejects my video?',
    answer: 'The brand gives a reason and you upload a new version. A video can be rejected at most three times, so reviews never drag on.',
  },
  {
    question: 'Do brands pay before the work is done?',
    answer: 'Brands fund a campaign into escrow when they launch it. The money only leaves escrow when they approve the finished work.',
  },
  {
    question: 'Who can join?',
    answer: 'Any business can open a brand account. Creators must be at least 18 and verify their email address before they sign in.',
  },
  {
    question: 'Which platforms are supported?',
    answer:
      'Instagram, YouTube, Facebook, TikTok, X and LinkedIn campaigns are the most common, and you can add many other profiles to your account.',
  },
  {
    question: 'How do I contact support?',
    answer: 'Write to us from the contact section on this page. A person replies within 24 hours on business days.',
  },
] as const;

export default function HomeFaqSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="faq-title" className="bg-surface-muted py-16 sm:py-24" data-ready={mounted ? 'faq' : undefined}>
      <div className="container-content grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <Reveal>
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Questions, answered"
            description="Still unsure? Ask us and a person will reply."
          />
        </Reveal>
        <FaqList items={HOME_FAQ} name="home-faq" />
      </div>
    </section>
  );
}
