import { CAMPAIGN_MESSAGES } from '@amplio/shared/schemas/campaigns';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { paths, pathTo } from '../../../config/paths';
import { useBrandProfiles } from '../../../features/brand-profiles/api/get-brand-profiles';
import { useCampaign } from '../../../features/campaigns/api/get-campaign';
import { campaignName } from '../../../features/campaigns/campaign-labels';
import { CampaignForm } from '../../../features/campaigns/components/campaign-form';
import { CampaignFormPage } from '../../../features/campaigns/components/campaign-form-page';
import { CampaignFormSkeleton } from '../../../features/campaigns/components/campaign-form-skeleton';

export default function EditCampaignPage() {
  const id = useParams().id ?? '';
  const campaign = useCampaign(id);
  const brands = useBrandProfiles();
  const detailsPath = pathTo(paths.brandCampaign.path, { id });
  const editable = campaign.data && campaign.data.status !== 'completed' && campaign.data.status !== 'archived';

  return (
    <CampaignFormPage
      title={campaign.data ? `Edit ${campaignName(campaign.data)}` : 'Edit campaign'}
      intro={
        campaign.data?.status === 'draft'
          ? 'Change anything, save the draft, and fund it when it is ready.'
          : 'Changes apply to creators who take the campaign from now on. Creators have agreed to its brand, pay, usage rights and start date, so those stay as they are.'
      }
      back={{ to: detailsPath, label: 'Back to campaign' }}
    >
      {campaign.isPending || brands.isPending ? (
        <CampaignFormSkeleton />
      ) : campaign.isError ? (
        <ErrorState what="this campaign" error={campaign.error} onRetry={() => campaign.refetch()} retrying={campaign.isFetching} />
      ) : brands.isError ? (
        <ErrorState what="your brands" error={brands.error} onRetry={() => brands.refetch()} retrying={brands.isFetching} />
      ) : !editable ? (
        <Alert tone="info" title={CAMPAIGN_MESSAGES.notEditable}>
          <Link to={detailsPath}>Open the campaign</Link> to see its history and receipts.
        </Alert>
      ) : (
        <CampaignForm key={campaign.data.id} campaign={campaign.data} brands={brands.data.data} />
      )}
    </CampaignFormPage>
  );
}
