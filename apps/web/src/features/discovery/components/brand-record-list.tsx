import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { brandRecordParts } from '../brand-record';

/** The brand's record on a card: short phrases, worked out by Amplio from its reviews, payments and ratings. */
export function BrandRecordList({ campaign }: { campaign: TDiscoveredCampaign }) {
  const parts = brandRecordParts(campaign.brand.reliability);
  return (
    <ul aria-label={`${campaign.brand_name ?? 'The brand'}’s record`} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

/** The brand in the Start Creating dialog: logo, what it says about itself, its website and its record. */
export function AboutTheBrand({ campaign }: { campaign: TDiscoveredCampaign }) {
  const { logo_url, website, description } = campaign.brand;
  return (
    <section aria-labelledby="about-brand-heading" className="flex flex-col gap-2 rounded-control bg-surface-muted p-3.5">
      <div className="flex items-center gap-3">
        {logo_url ? <img src={logo_url} alt="" width={40} height={40} className="size-10 rounded-control object-cover" /> : null}
        <h3 id="about-brand-heading" className="text-base font-semibold text-ink">
          About {campaign.brand_name ?? 'the brand'}
        </h3>
      </div>
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="w-fit text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {website.replace(/^https?:\/\//, '')}
        </a>
      ) : null}
      <BrandRecordList campaign={campaign} />
    </section>
  );
}
