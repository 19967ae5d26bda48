import { UserPlus } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function SignupPage() {
  return (
    <PagePlaceholder
      icon={UserPlus}
      eyebrow="Join Amplio"
      title="Choose how you want to join"
      description="Creators and brands get different accounts. Pick the one that fits you; you can always contact us if you need both."
      upcoming={['Creators: find funded campaigns and get paid', 'Brands: brief creators and approve their work']}
      actions={[
        { label: 'Join as a creator', to: paths.creatorRegister.path },
        { label: 'Join as a brand', to: paths.brandRegister.path, variant: 'secondary' },
      ]}
    />
  );
}
