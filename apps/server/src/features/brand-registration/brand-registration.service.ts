import { BRAND_REGISTRATION_MESSAGES as M, BRAND_STEP_SCHEMAS, type BrandStep } from '@amplio/shared/schemas/brand-registration';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError, isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validation';
import { findUserByEmail } from '../auth/auth.service';
import { assertStepInOrder, deleteDraft, findLiveDraft, saveDraft, stepReachedAfter } from '../../lib/registration-drafts';
import { insertBrandAccount } from './brand-registration.repository';

const KIND = 'brand';

/** Called inside the account's transaction, so the code and its mail exist only if the account does. */
export type SendVerificationCode = (input: {
  tx: Parameters<Parameters<Db['transaction']>[0]>[0];
  email: string;
  name: string;
}) => Promise<void>;

export interface SaveStepResult {
  step: BrandStep;
  next_step: number | null;
  user_id?: string;
  email?: string;
  requires_otp_verification?: boolean;
}

function readStep(body: Record<string, unknown>): BrandStep {
  const step = Number(body.step);
  if (step === 1 || step === 2 || step === 3) return step;
  throw fieldError('step', M.stepOrder);
}

export function createBrandRegistrationService(deps: { db: Db; clock: Clock; sendVerificationCode: SendVerificationCode }) {
  const { db, clock } = deps;

  async function assertEmailFree(email: string) {
    if (await findUserByEmail(db, email)) throw fieldError('email', M.emailTaken);
  }

  return {
    /** The registration in progress for this browser session, without the password. */
    async currentDraft(input: { sessionHash: string }) {
      const draft = await findLiveDraft({ db, kind: KIND, sessionHash: input.sessionHash, now: clock.now() });
      return { step: draft ? Math.min(draft.stepReached + 1, 3) : 1, data: draft?.data ?? {} };
    },

    /** Validates one wizard step with the shared schema and keeps it against the session; step 3 creates the account. */
    async saveStep(input: { sessionHash: string; body: Record<string, unknown> }): Promise<SaveStepResult> {
      const step = readStep(input.body);
      const now = clock.now();
      const draft = await findLiveDraft({ db, kind: KIND, sessionHash: input.sessionHash, now });

      if (step === 1) {
        const fields = parseOrThrow(BRAND_STEP_SCHEMAS[1], input.body);
        await assertEmailFree(fields.email);
        const { password, password_confirmation: _confirmation, ...kept } = fields;
        await saveDraft({
          db,
          kind: KIND,
          sessionHash: input.sessionHash,
          email: fields.email.toLowerCase(),
          stepReached: stepReachedAfter(draft, 1),
          data: { ...draft?.data, ...kept, email: fields.email.toLowerCase() },
          passwordHash: await hashPassword(password),
          now,
        });
        return { step, next_step: 2 };
      }

      assertStepInOrder({ draft, step, message: M.stepOrder });
      if (!draft?.passwordHash) throw fieldError('step', M.stepOrder);

      if (step === 2) {
        const fields = parseOrThrow(BRAND_STEP_SCHEMAS[2], input.body);
        await saveDraft({
          db,
          kind: KIND,
          sessionHash: input.sessionHash,
          email: draft.email,
          stepReached: stepReachedAfter(draft, 2),
          data: { ...draft.data, ...fields },
          passwordHash: draft.passwordHash,
          now,
        });
        return { step, next_step: 3 };
      }

      const campaign = parseOrThrow(BRAND_STEP_SCHEMAS[3], input.body);
      const company = parseOrThrow(BRAND_STEP_SCHEMAS[2], draft.data);
      const email = String(draft.data.email);
      const name = String(draft.data.contact_name);
      const passwordHash = draft.passwordHash;
      try {
        const user = await db.transaction(async (tx) => {
          const created = await insertBrandAccount({
            db: tx,
            now,
            account: { email, name, passwordHash },
            profile: {
              companyName: company.company_name,
              website: company.website,
              industry: company.industry,
              companySize: company.company_size,
              jobTitle: company.job_title,
              phone: String(draft.data.phone),
              objectives: campaign.objectives,
              objectiveOtherText: campaign.objectives.includes('other') ? (campaign.objective_other_text ?? null) : null,
              budget: campaign.budget,
              additionalInfo: campaign.additional_info ?? null,
              termsAcceptedAt: now,
            },
          });
          await deps.sendVerificationCode({ tx, email, name });
          await deleteDraft({ db: tx, id: draft.id });
          return created;
        });
        return { step, next_step: null, user_id: user.id, email, requires_otp_verification: true };
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('email', M.emailTaken);
        throw err;
      }
    },
  };
}

export type BrandRegistrationService = ReturnType<typeof createBrandRegistrationService>;
