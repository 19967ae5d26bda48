import type { TBrandReliability } from '@amplio/shared/schemas/ratings';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CampaignsService } from '../campaigns/campaigns.service';
import { createSocialAccountsService } from '../social-accounts/social-accounts.service';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService, type DiscoveryRequirements, type DiscoveryService } from './discovery.service';

/** Builds the discovery service and registers its routes; app.ts hands its cover rule to the files route. */
export async function registerDiscovery(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    campaigns: CampaignsService;
    invitedTo: (input: { creatorId: string; campaignIds: string[] }) => Promise<Set<string>>;
    requirements: DiscoveryRequirements;
    brandReliability: (brandUserIds: string[]) => Promise<Map<string, TBrandReliability>>;
  },
): Promise<DiscoveryService> {
  const discovery = createDiscoveryService({
    campaigns: deps.campaigns,
    socialAccounts: createSocialAccountsService(deps),
    invitedTo: deps.invitedTo,
    requirements: deps.requirements,
    brandReliability: deps.brandReliability,
  });
  await app.register(discoveryRoutes, { discovery });
  return discovery;
}
