import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useBrandProfiles } from '../../../features/brand-profiles/api/get-brand-profiles';
import { BrandProfileList, BrandProfileListSkeleton } from '../../../features/brand-profiles/components/brand-profile-list';

const addButton = (
  <Link to={paths.brandManagementAdd.path} className={buttonStyles()}>
    <Plus className="size-5" strokeWidth={1.75} aria-hidden="true" />
    Add new brand
  </Link>
);

/** Brand Profiles (spec 3 §2.3): every brand this account runs. */
export default function BrandProfilesPage() {
  const profiles = useBrandProfiles();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-2xl flex-col gap-1">
          <h2 className="text-2xl text-ink sm:text-3xl">Brand profiles</h2>
          <p className="text-ink-muted">
            Run campaigns for more than one brand from this account. Creators see the brand’s name and logo on its campaigns.
          </p>
        </div>
        {addButton}
      </div>
      {profiles.isPending ? (
        <BrandProfileListSkeleton />
      ) : profiles.isError ? (
        <ErrorState what="your brands" error={profiles.error} onRetry={() => profiles.refetch()} retrying={profiles.isFetching} />
      ) : profiles.data.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No brands yet"
          description="Add the brand your campaigns are for. You can add more later."
          action={addButton}
        />
      ) : (
        <BrandProfileList profiles={profiles.data.data} />
      )}
    </div>
  );
}
