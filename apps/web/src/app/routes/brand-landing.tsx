import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function BrandLandingPage() {
  return (
    <PagePlaceholder
      icon={Building2}
      eyebrow="For brands"
      title="Creator campaigns you only pay for when you approve"
      description="The full page for brands is on its way: plans, featured creators and success stories. You can already create a brand account."
      upcoming={[
        'Starter, Growth and Enterprise plans',
        'A 14-day free trial, no credit card needed',
        'Featured creators and brand success stories',
        'Answers to common questions',
      ]}
      actions={[
        { label: 'Create a brand account', to: paths.brandRegister.path },
        { label: 'Sign in as a brand', to: paths.brandLogin.path, variant: 'secondary' },
      ]}
    />
  );
}
