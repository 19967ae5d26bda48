import { FlaskConical } from 'lucide-react';
import { PagePlaceholder } from '../../components/page-placeholder';
import { paths } from '../../config/paths';

export default function TestFormPage() {
  return (
    <PagePlaceholder
      eyebrow="Demo"
      icon={FlaskConical}
      title="Test page"
      description="A page for trying out form components during development."
      upcoming={['Sample fields in every state', 'Validation messages', 'Buttons and loading states']}
      actions={[{ label: 'Go to the home page', to: paths.home.path }]}
    />
  );
}
