import { Clapperboard } from 'lucide-react';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { paths } from '../../../config/paths';

/** Also serves campaigns/:campaignId/submit, the same screen for one campaign (spec 3 §2.2). */
export default function ContentSubmissionPage() {
  const { campaignId } = useParams();
  return (
    <PagePlaceholder
      layout="panel"
      icon={Clapperboard}
      title={campaignId ? `Generated scripts · campaign ${campaignId}` : 'Generated scripts'}
      description="Write and save your script, upload your video and submit the link to your post."
      upcoming={['Your current script', 'Previous scripts', 'Video upload with progress', 'Post link submission']}
      actions={[{ label: 'Back to dashboard', to: paths.creatorOverview.path, variant: 'secondary' }]}
    />
  );
}
