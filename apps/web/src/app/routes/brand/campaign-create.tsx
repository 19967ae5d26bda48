import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useBrandProfiles } from '../../../features/brand-profiles/api/get-brand-profiles';
import { CampaignForm } from '../../../features/campaigns/components/campaign-form';
import { CampaignFormPage } from '../../../features/campaigns/components/campaign-form-page';
import { CampaignFormSkeleton } from '../../../features/campaigns/components/campaign-form-skeleton';

export default function CreateCampaignPage() {
  const brands = useBrandProfiles();
  return (
    <CampaignFormPage
      title="Create new campaign"
      intro="Save it as a draft at any point, even half-filled. When every required field is in, fund it to publish it to creators."
      back={{ to: paths.brandCampaigns.path, label: 'All campaigns' }}
    >
      {brands.isPending ? (
        <CampaignFormSkeleton />
      ) : brands.isError ? (
        <ErrorState what="your brands" error={brands.error} onRetry={() => brands.refetch()} retrying={brands.isFetching} />
      ) : (
        <CampaignForm brands={brands.data.data} />
      )}
    </CampaignFormPage>
  );
}
