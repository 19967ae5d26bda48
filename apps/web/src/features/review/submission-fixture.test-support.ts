import type { TSubmission } from '@amplio/shared/schemas/review';

/** A submission as GET /api/brands/creator-submissions answers it; tests override what they look at. */
export const submission = (overrides: Partial<TSubmission> = {}): TSubmission => ({
  id: '5b0e7c1a-2f4d-4e6b-9a8c-1d2e3f4a5b6c',
  status: 'In Review',
  script: 'Open on the bottle, pour, then the 24-hour test.',
  file_path: '/api/files/7f3a9c',
  video_mime_type: 'video/webm',
  link: null,
  post_link: null,
  platform: 'instagram',
  submitted_at: '2026-11-24T06:00:00.000Z',
  updated_at: '2026-11-24T06:00:00.000Z',
  script_rejected_remarks: null,
  rejected_remarks: null,
  rejected_post_remarks: null,
  rejected_at: null,
  rejection_count: 0,
  script_approval_required: false,
  auto_approve_at: null,
  amount: 8550,
  closed_reason: null,
  campaign: { id: '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b', product_name: 'Trail Flask' },
  user: { id: 'u1', name: 'Asha Rao' },
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
