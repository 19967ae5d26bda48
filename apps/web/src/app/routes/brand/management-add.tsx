import { BrandFormPage } from '../../../features/brand-profiles/components/brand-form-page';
import { BrandProfileForm } from '../../../features/brand-profiles/components/brand-profile-form';

/** Add New Brand (spec 3 §2.3). */
export default function AddBrandPage() {
  return (
    <BrandFormPage
      title="Add new brand"
      intro="Each brand has its own name, logo and campaigns. Creators see these on every campaign you run for it."
    >
      <BrandProfileForm />
    </BrandFormPage>
  );
}
