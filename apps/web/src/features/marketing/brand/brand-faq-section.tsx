import { FaqList } from '../components/faq-list';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §1 "FAQ claims" of the brand landing. */
export const BRAND_FAQ = [
  {
    question: 'How do payments work?',
    answer:
      'Payments use escrow. You fund a campaign upfront, and the money is released to a creator only after you approve their deliverables. Unspent budget stays yours.',
  },
  {
    question: 'Where are your creators based?',
    answer:
      'Creators on Amplio come from over 30 countries. You can filter them by location, language and the geography of their audience.',
  },
  {
    question: 'How are creators verified?',
    answer:
      'We check each creator’s identity, the authenticity of their audience and the quality of their content before they can join campaigns.',
  },
  {
    question: 'Who owns the content?',
    answer: 'Content rights are agreed per campaign. You set the usage you need in the brief, and the creator accepts it before starting.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      'Every plan starts with 14 days free, with no credit card needed. Cancel anytime; you only pay campaign budgets you choose to fund.',
  },
  {
    question: 'What budget do I need for a campaign?',
    answer:
      'As a guide, in USD: micro campaigns usually run $500–2,000, mid-size campaigns $2,000–10,000, and large campaigns $10,000 and more. You fund each campaign into escrow in rupees.',
  },
] as const;

export default function BrandFaqSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="brand-faq-title" className="bg-surface-muted py-16 sm:py-24" data-ready={mounted ? 'faq' : undefined}>
      <div className="container-content grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading
          id="brand-faq-title"
          eyebrow="FAQ"
          title="What brands ask us"
          description="Anything else? Write to us and a person will reply."
        />
        <FaqList items={BRAND_FAQ} name="brand-faq" />
      </div>
    </section>
  );
}
