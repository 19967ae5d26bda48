import { BrandRegistrationWizard } from '../../features/brand-registration/components/brand-registration-wizard';

export default function BrandRegisterPage() {
  return <BrandRegistrationWizard />;
}
