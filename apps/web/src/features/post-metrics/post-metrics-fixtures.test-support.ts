import type { TPostMetricReport, TPostMetricsOverview } from '@amplio/shared/schemas/post-metrics';

export const SCRIPT_ID = '00000000-0000-4000-8000-00000000005c';

export const reportFixture = (overrides: Partial<TPostMetricReport> = {}): TPostMetricReport => ({
  id: '00000000-0000-4000-8000-0000000000r1',
  script_id: SCRIPT_ID,
  checkpoint_day: 1,
  source: 'self_reported_with_proof',
  views: 12000,
  likes: 900,
  comments: 45,
  shares: 30,
  saves: 12,
  reach: null,
  proof_url: '/api/files/00000000-0000-4000-8000-0000000000f1',
  status: 'pending',
  review_state: 'pending',
  question_reason: null,
  questioned_at: null,
  accepted_at: null,
  answers_report_id: null,
  reported_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

export const overviewFixture = (overrides: Partial<TPostMetricsOverview> = {}): TPostMetricsOverview => ({
  script_id: SCRIPT_ID,
  completed_at: '2026-11-27T10:00:00.000Z',
  can_report: false,
  next_checkpoint_day: null,
  checkpoints: [
    { day: 1, due_at: '2026-11-28T10:00:00.000Z', state: 'reported' },
    { day: 7, due_at: '2026-12-04T10:00:00.000Z', state: 'overdue' },
    { day: 30, due_at: '2026-12-27T10:00:00.000Z', state: 'upcoming' },
  ],
  overdue_days: [7],
  current: null,
  reports: [reportFixture()],
  ...overrides,
});
