import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { BrandProfilesManager } from '../../../features/brand-profiles/components/brand-profiles-manager';
import { CompanyDetailsSection } from '../../../features/brand-profiles/components/company-details-form';

/** Spec 3 §2.3 "Your Profile" (issue 25 §1: now real): the company details billing uses and the brand profiles. */
export default function BrandProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl text-ink sm:text-3xl">Your Profile</h2>
          <p className="text-ink-muted">Your company and the brands you run campaigns for.</p>
        </div>
        <Link to={paths.brandDashboard.path} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Back to Dashboard
        </Link>
      </div>
      <CompanyDetailsSection />
      <BrandProfilesManager />
    </div>
  );
}
