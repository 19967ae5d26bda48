import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { seedDemoCampaigns } from '../../src/db/seed-campaigns';
import type { TestApp } from './build-test-app';

/** The demo brand's second brand and its funded campaigns, through the app's real money path (after seedDemoIfEmpty). */
export const seedDemoBrandCampaigns = (t: TestApp) =>
  seedDemoCampaigns({
    db: t.db,
    clock: t.clock,
    config: t.config,
    campaigns: t.app.campaigns,
    payments: t.app.payments,
    brandEmail: DEMO_ACCOUNTS.brand.email,
  });
