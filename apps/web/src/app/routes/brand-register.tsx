import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function BrandRegisterPage() {
  return (
    <PagePlaceholder
      icon={Building2}
      title="Create a brand account"
      description="Brand registration takes three short steps: your contact details, your company and your first campaign goals."
      upcoming={[
        'Step 1: contact name, business email, phone and password',
        'Step 2: company, website, industry and team size',
        'Step 3: campaign objectives and budget',
        'Email verification with a 6-digit code',
      ]}
      actions={[{ label: 'Already have an account? Sign in', to: paths.brandLogin.aliases[1], variant: 'secondary' }]}
    />
  );
}
