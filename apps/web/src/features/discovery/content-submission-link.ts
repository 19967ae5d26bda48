import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { paths } from '../../config/paths';

/**
 * Where Start Creating leads: content submission with spec 3 §2.2's query (brandId, productName, objective and
 * keyFeatures as a JSON list), plus the campaign id so the next step knows which campaign the script is for.
 */
export function contentSubmissionLink(campaign: TDiscoveredCampaign): string {
  const query = new URLSearchParams({
    brandId: campaign.brand_id,
    campaignId: campaign.id,
    productName: campaign.product_name,
    objective: campaign.marketing_objective ?? '',
    keyFeatures: JSON.stringify(campaign.key_features),
  });
  return `${paths.creatorContentSubmission.path}?${query.toString()}`;
}
