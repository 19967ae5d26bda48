import { z } from 'zod';

/** Campaigns ending within this many days show on the brand dashboard's "Needs your attention" (issue 24 §3). */
export const ATTENTION_ENDING_DAYS = 7;

/** GET /api/brands/attention: what waits for the brand, each with its deadline. */
export const ZAttentionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    submissions: z.array(
      z.object({
        script_id: z.string(),
        campaign: z.object({ id: z.string(), product_name: z.string() }),
        creator_name: z.string(),
        kind: z.enum(['video', 'post_link', 'script']),
        submitted_at: z.string().nullable(),
        /** When Amplio decides on the brand's behalf (auto-approval or completion). */
        decides_at: z.string().nullable(),
      }),
    ),
    applications: z.array(
      z.object({
        id: z.string(),
        campaign: z.object({ id: z.string(), product_name: z.string() }),
        creator: z.object({ name: z.string(), username: z.string().nullable() }),
        created_at: z.string(),
        expires_at: z.string(),
      }),
    ),
    campaigns_ending: z.array(z.object({ id: z.string(), product_name: z.string(), end_date: z.string() })),
  }),
  /** Submissions waiting for the brand's decision: the Content Review badge. */
  waiting_count: z.number().int(),
});
export type TAttentionResponse = z.infer<typeof ZAttentionResponse>;
