import { paths, pathTo } from '../../../config/paths';

/** The campaign's script screen: the brand and campaign are already chosen there, so the creator can write and save. */
export const scriptPathFor = (campaignId: string) => pathTo(paths.creatorCampaignSubmit.path, { campaignId });
