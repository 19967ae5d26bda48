import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { Badge } from '../../../components/ui/badge';
import { accessOf } from '../campaign-access';

/** "Invited" when a brand invited this creator; "Apply to join" on campaigns whose brand picks its creators. */
export function CampaignAccessBadges({ campaign }: { campaign: TDiscoveredCampaign }) {
  const { mode, invited } = accessOf(campaign);
  if (invited) return <Badge tone="success">Invited</Badge>;
  if (mode === 'approval') return <Badge tone="info">Apply to join</Badge>;
  if (mode === 'invite_only') return <Badge tone="neutral">Invitation only</Badge>;
  return null;
}
