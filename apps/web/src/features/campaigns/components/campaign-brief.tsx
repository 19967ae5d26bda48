import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format-money';
import { campaignDates, objectiveLabel, platformLabel, usageRights } from '../campaign-labels';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-[15px] text-ink">{children}</dd>
    </div>
  );
}

const missing = <span className="text-ink-muted">Not set yet</span>;

/** Everything the brand wrote for creators, as they will read it. */
export function CampaignBrief({ campaign }: { campaign: TCampaign }) {
  const rights = usageRights(campaign.usage_rights);
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Item label="Description" wide>
        {campaign.description ? <p className="whitespace-pre-line">{campaign.description}</p> : missing}
      </Item>
      <Item label="Key features" wide>
        {campaign.key_features.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {campaign.key_features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          missing
        )}
      </Item>
      <Item label="Platforms">
        {campaign.platform.length ? (
          <span className="flex flex-wrap gap-1.5">
            {campaign.platform.map((p) => (
              <Badge key={p} tone="brand">
                {platformLabel(p)}
              </Badge>
            ))}
          </span>
        ) : (
          missing
        )}
      </Item>
      <Item label="Video style">{campaign.video_style ?? missing}</Item>
      <Item label="Marketing objective">{campaign.marketing_objective ? objectiveLabel(campaign.marketing_objective) : missing}</Item>
      <Item label="Timeline">{campaignDates(campaign)}</Item>
      <Item label="Target audience" wide>
        {campaign.target_audience ? <p className="whitespace-pre-line">{campaign.target_audience}</p> : missing}
      </Item>
      <Item label="Budget">
        <span className="tabular">{campaign.budget === null ? missing : formatRupees(campaign.budget)}</span>
      </Item>
      <Item label="Compensation per creator">
        <span className="tabular">{campaign.compensation === null ? missing : formatRupees(campaign.compensation)}</span>
      </Item>
      <Item label="Price cap per creator">
        <span className="tabular">{campaign.price_cap === null ? 'No cap' : formatRupees(campaign.price_cap)}</span>
      </Item>
      <Item label="Usage rights">
        {rights ? (
          <>
            <span className="font-medium">{rights.label}</span>
            <span className="block text-sm text-ink-muted">{rights.description}</span>
          </>
        ) : (
          missing
        )}
      </Item>
      <Item label="Tags" wide>
        {campaign.tags.length ? (
          <span className="flex flex-wrap gap-1.5">
            {campaign.tags.map((tag) => (
              <Badge key={tag}>#{tag}</Badge>
            ))}
          </span>
        ) : (
          <span className="text-ink-muted">None</span>
        )}
      </Item>
    </dl>
  );
}
