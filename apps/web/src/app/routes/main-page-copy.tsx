import { Sparkles } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function MainPageCopyPage() {
  return (
    <PagePlaceholder
      eyebrow="Demo"
      icon={Sparkles}
      title="Alternate main page"
      description="A second take on the home page, kept for comparison."
      upcoming={['Features overview', 'A call to action', 'Newsletter sign-up in the footer']}
      actions={[{ label: 'Go to the home page', to: paths.home.path }]}
    />
  );
}
