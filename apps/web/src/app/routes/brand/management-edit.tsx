import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrandProfile } from '../../../features/brand-profiles/api/get-brand-profile';
import { BrandFormPage } from '../../../features/brand-profiles/components/brand-form-page';
import { BrandProfileForm } from '../../../features/brand-profiles/components/brand-profile-form';

/** Editing one brand profile: the Add New Brand form, filled in. */
export default function EditBrandPage() {
  const id = useParams().id ?? '';
  const profile = useBrandProfile(id);
  return (
    <BrandFormPage
      title={profile.data ? `Edit ${profile.data.name}` : 'Edit brand'}
      intro="Changes show on this brand’s campaigns straight away."
    >
      {profile.isPending ? (
        <Skeleton className="h-[420px] rounded-card" />
      ) : profile.isError ? (
        <ErrorState what="this brand" error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <BrandProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </BrandFormPage>
  );
}
