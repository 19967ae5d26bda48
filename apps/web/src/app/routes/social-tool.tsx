import { Wrench } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function SocialToolPage() {
  return (
    <PagePlaceholder
      icon={Wrench}
      eyebrow="Free tools"
      title="Social media toolkit"
      description="Free tools that help creators plan, price and measure their posts, whether or not they use Amplio yet."
      upcoming={[
        'Engagement rate calculator',
        'A fair-price estimate for sponsored posts',
        'Caption and hashtag helpers',
        'A posting calendar template',
      ]}
      actions={[{ label: 'Get started as a creator', to: paths.creatorRegister.path }]}
    />
  );
}
