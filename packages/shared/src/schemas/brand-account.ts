import { z } from 'zod';

/** GET /api/brands/account: the signed-in brand's account and company, for the dashboard header. */
export const ZBrandAccountResponse = z.object({
  email: z.string(),
  contact_name: z.string(),
  /** Null for an account without a company profile (the seeded demo brand). */
  company_name: z.string().nullable(),
});
export type TBrandAccountResponse = z.infer<typeof ZBrandAccountResponse>;
