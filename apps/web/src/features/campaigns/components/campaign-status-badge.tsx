import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@amplio/shared/constants/campaigns';
import { Archive, CalendarClock, CircleCheck, CirclePause, FilePen, type LucideIcon, Radio } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOK: Record<CampaignStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  draft: { tone: 'neutral', icon: FilePen },
  upcoming: { tone: 'info', icon: CalendarClock },
  active: { tone: 'success', icon: Radio },
  paused: { tone: 'warning', icon: CirclePause },
  completed: { tone: 'brand', icon: CircleCheck },
  archived: { tone: 'neutral', icon: Archive },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { tone, icon: Icon } = LOOK[status];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" strokeWidth={2} aria-hidden="true" />
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
