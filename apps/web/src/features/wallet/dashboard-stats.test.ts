import { describe, expect, it } from 'vitest';
import { dashboardStats } from './dashboard-stats';
import { creatorCampaign } from './wallet-fixtures.test-support';

const campaign = creatorCampaign;

describe('the dashboard stats (spec 3 §3, §9)', () => {
  it('counts active campaigns with an open script, and pending tasks as those without an upload', () => {
    const stats = dashboardStats([
      campaign({ id: 'c1', script_id: 's1' }),
      campaign({ id: 'c2', script_id: 's2', script_status: 'In Review', creator_upload: 'uploaded' }),
      campaign({ id: 'c3', script_id: 's3', campaign_status: 'completed' }),
      campaign({ id: 'c4', script_id: 's4', script_status: 'Completed', creator_upload: 'uploaded' }),
      campaign({ id: 'c5', script_id: 's5', script_status: 'Not Uploaded' }),
    ]);
    expect(stats).toEqual({ activeCampaigns: 2, pendingTasks: 1 });
  });

  it('leaves out a script closed for good (three rejections) once the scripts are known', () => {
    const rows = [campaign({ id: 'c1', script_id: 's1', script_status: 'Rejected' }), campaign({ id: 'c2', script_id: 's2' })];
    expect(dashboardStats(rows).activeCampaigns).toBe(2);
    expect(
      dashboardStats(rows, [
        { id: 's1', closed_reason: 'rejected' },
        { id: 's2', closed_reason: null },
      ]),
    ).toEqual({ activeCampaigns: 1, pendingTasks: 1 });
  });

  it('counts a campaign once however many rows it has', () => {
    expect(
      dashboardStats([campaign({ script_id: 'old', script_status: 'Not Uploaded' }), campaign({ script_id: 'new' })]).activeCampaigns,
    ).toBe(1);
  });
});
