import { isCountryCode } from '@amplio/shared/constants/countries';
import { CREATOR_WIZARD_STEP_COUNT, type CreatorStep } from '@amplio/shared/constants/creator-options';
import {
  CREATOR_REGISTRATION_MESSAGES as M,
  isCreatorStep,
  socialAccountsOf,
  ZCreatorStep1Request,
  ZCreatorStep1UpdateRequest,
  ZCreatorStep2Request,
  ZCreatorStep3Request,
  ZCreatorStep4Request,
  ZCreatorStep5Request,
} from '@amplio/shared/schemas/creator-registration';
import type { Db, DbOrTx } from '../../db/client';
import type { RegistrationDraftRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, uniqueViolationConstraint } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { assertStepInOrder, deleteDraft, findLiveDraft, saveDraft, stepReachedAfter } from '../../lib/registration-drafts';
import type { Storage } from '../../lib/storage/storage';
import { discardStoredFiles, type StoredFile } from '../../lib/uploads/stored-files';
import { parseOrThrow } from '../../lib/validation';
import { findUserByEmail } from '../auth/auth.service';
import { type CreatorDraftData, draftToClientFields, readDraftData } from './creator-draft';
import { toProfileValues } from './creator-profile-values';
import {
  EMAIL_UNIQUE_INDEX,
  findSessionUploads,
  insertCreatorProfile,
  insertCreatorUser,
  isUsernameTaken,
  USERNAME_UNIQUE_INDEX,
} from './creator-registration.repository';

/** Called inside the account's transaction, so the code and its mail exist only if the account does. */
export type SendVerificationCode = (input: { tx: DbOrTx; email: string; name: string }) => Promise<void>;
/** Gives the listed uploads of the session to the new account, in its transaction; returns the ids it gave. */
export type ClaimRegistrationUploads = (input: { tx: DbOrTx; sessionHash: string; userId: string; fileIds: string[] }) => Promise<string[]>;
/** After the account exists: deletes the session's uploads it did not claim (replaced photos). */
export type DiscardUnclaimedRegistrationUploads = (input: { sessionHash: string }) => Promise<void>;

const KIND = 'creator';
const LAST_STEP = CREATOR_WIZARD_STEP_COUNT as CreatorStep;

/** Spec 2 §8.2: a taken e-mail at register is a 409 shown on the e-mail field. */
const emailTakenConflict = () =>
  new AppError({ code: 'email_taken', status: 409, message: M.emailTaken, extra: { errors: { email: [M.emailTaken] } } });

function readStep(body: Record<string, unknown>): CreatorStep {
  const step = Number(body.step);
  if (isCreatorStep(step)) return step;
  throw fieldError('step', M.stepOrder);
}

export function createCreatorRegistrationService(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  sendVerificationCode: SendVerificationCode;
  claimRegistrationUploads: ClaimRegistrationUploads;
  discardUnclaimedRegistrationUploads: DiscardUnclaimedRegistrationUploads;
}) {
  const { db, clock, storage } = deps;

  const liveDraft = (sessionHash: string) => findLiveDraft({ db, kind: KIND, sessionHash, now: clock.now() });

  async function discardSessionUploads(sessionHash: string, ids: (string | undefined)[]) {
    const files = await findSessionUploads(db, { sessionHash, ids: ids.filter((id): id is string => id !== undefined) });
    await discardStoredFiles({ db, storage, files });
  }

  /** Runs `work`; the uploaded photo is deleted unless `work` says it kept it (also when `work` throws). */
  async function keepingPhotoIf<T>(input: { sessionHash: string; photo?: StoredFile }, work: () => Promise<T & { keptPhoto: boolean }>) {
    let kept = false;
    try {
      const { keptPhoto, ...result } = await work();
      kept = keptPhoto;
      return result;
    } finally {
      if (input.photo && !kept) await discardSessionUploads(input.sessionHash, [input.photo.id]);
    }
  }

  async function assertEmailFree(email: string) {
    if (await findUserByEmail(db, email)) throw fieldError('email', M.emailTaken);
  }
  async function assertUsernameFree(username: string) {
    if (await isUsernameTaken(db, username)) throw fieldError('username', M.usernameTaken);
  }
  function assertKnownCountry(country: string) {
    if (!isCountryCode(country)) throw fieldError('country', M.countryRequired);
  }

  /** Parses one step with the shared schema, runs the checks that need the database, and returns what the draft keeps. */
  async function parseStep(step: CreatorStep, body: unknown, draft: RegistrationDraftRow | undefined) {
    switch (step) {
      case 1: {
        // Saved again after a reload, step 1 comes without the password: the browser never keeps it.
        const fields = parseOrThrow(draft?.passwordHash ? ZCreatorStep1UpdateRequest : ZCreatorStep1Request, body);
        const { password, password_confirmation: _confirmation, ...kept } = fields;
        const email = fields.email.toLowerCase();
        await assertEmailFree(email);
        return { kept: { ...kept, email }, email, password };
      }
      case 2: {
        const kept = parseOrThrow(ZCreatorStep2Request, body);
        await assertUsernameFree(kept.username);
        return { kept };
      }
      case 3:
        return { kept: parseOrThrow(ZCreatorStep3Request, body) };
      case 4: {
        const kept = parseOrThrow(ZCreatorStep4Request, body);
        assertKnownCountry(kept.country);
        return { kept };
      }
      case 5:
        return { kept: parseOrThrow(ZCreatorStep5Request, body) };
    }
  }

  async function saveStep(input: { sessionHash: string; body: Record<string, unknown>; photo?: StoredFile }) {
    const step = readStep(input.body);
    const draft = await liveDraft(input.sessionHash);
    assertStepInOrder({ draft, step, message: M.stepOrder });
    const parsed = await parseStep(step, input.body, draft);
    const data = readDraftData(draft?.data);
    // The spec's client sends the photo with every later step too; only step 2 sets it.
    const photo = step === 2 ? input.photo : undefined;
    const photoId = photo?.id ?? data.profile_photo_id;
    const next: CreatorDraftData = { steps: { ...data.steps, [step]: parsed.kept }, ...(photoId ? { profile_photo_id: photoId } : {}) };
    const saved = await saveDraft({
      db,
      kind: KIND,
      sessionHash: input.sessionHash,
      email: parsed.email ?? draft?.email ?? null,
      stepReached: stepReachedAfter(draft, step),
      data: { ...next },
      passwordHash: parsed.password ? await hashPassword(parsed.password) : (draft?.passwordHash ?? null),
      now: clock.now(),
    });
    if (photo && data.profile_photo_id !== photo.id) await discardSessionUploads(input.sessionHash, [data.profile_photo_id]);
    return { step, next_step: step < LAST_STEP ? step + 1 : null, user_id: saved.id, keptPhoto: photo !== undefined };
  }

  async function register(input: { sessionHash: string; photo?: StoredFile }) {
    const draft = await liveDraft(input.sessionHash);
    assertStepInOrder({ draft, step: LAST_STEP + 1, message: M.stepOrder });
    if (!draft?.passwordHash) throw fieldError('step', M.stepOrder);
    const { steps, profile_photo_id: savedPhotoId } = readDraftData(draft.data);
    // The saved steps passed these checks when saved; they are checked again in case the rules changed since.
    const s1 = parseOrThrow(ZCreatorStep1UpdateRequest, steps[1]);
    const s2 = parseOrThrow(ZCreatorStep2Request, steps[2]);
    const s3 = parseOrThrow(ZCreatorStep3Request, steps[3]);
    const s4 = parseOrThrow(ZCreatorStep4Request, steps[4]);
    const s5 = parseOrThrow(ZCreatorStep5Request, steps[5]);
    assertKnownCountry(s4.country);
    const email = s1.email.toLowerCase();
    const name = `${s1.first_name} ${s1.last_name}`;
    if (await findUserByEmail(db, email)) throw emailTakenConflict();
    await assertUsernameFree(s2.username);
    // The spec's client sends the step 2 photo again here; the one saved at step 2 stands. Dropped before the
    // transaction, which gives every upload of the session to the new account.
    if (savedPhotoId && input.photo) await discardSessionUploads(input.sessionHash, [input.photo.id]);
    const photoId = savedPhotoId ?? input.photo?.id;
    const now = clock.now();
    const passwordHash = draft.passwordHash;

    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const user = await insertCreatorUser({ tx, now, email, name, passwordHash });
        const claimed = await deps.claimRegistrationUploads({
          tx,
          sessionHash: input.sessionHash,
          userId: user.id,
          fileIds: photoId ? [photoId] : [],
        });
        const photoFileId = photoId && claimed.includes(photoId) ? photoId : null;
        await insertCreatorProfile({
          tx,
          now,
          userId: user.id,
          profile: toProfileValues({ s1, s2, s4, s5, photoFileId, now }),
          socials: socialAccountsOf(s3),
        });
        await deps.sendVerificationCode({ tx, email, name });
        await deleteDraft({ db: tx, id: draft.id });
        return user.id;
      });
    } catch (err) {
      const constraint = uniqueViolationConstraint(err);
      if (constraint === EMAIL_UNIQUE_INDEX) throw emailTakenConflict();
      if (constraint === USERNAME_UNIQUE_INDEX) throw fieldError('username', M.usernameTaken);
      throw err;
    }
    await deps.discardUnclaimedRegistrationUploads({ sessionHash: input.sessionHash });
    return { user_id: userId, email, keptPhoto: true };
  }

  return {
    /** The registration in progress for this browser session, in the wizard's field names, without the password. */
    async currentDraft(input: { sessionHash: string }) {
      const draft = await liveDraft(input.sessionHash);
      if (!draft) return { step: 1, user_id: null, data: {} };
      return {
        step: Math.min(draft.stepReached + 1, LAST_STEP),
        user_id: draft.id,
        data: draftToClientFields(readDraftData(draft.data)),
      };
    },

    /**
     * Validates one wizard step and keeps it against the session. A `user_id` in the body is never trusted:
     * the session alone says whose draft this is. A photo sent with any step but 2 is not kept.
     */
    saveStep: (input: { sessionHash: string; body: Record<string, unknown>; photo?: StoredFile }) =>
      keepingPhotoIf(input, () => saveStep(input)),

    /** Creates the account from the saved steps (spec 2 §7); a photo sent with it is used only if step 2 saved none. */
    register: (input: { sessionHash: string; photo?: StoredFile }) => keepingPhotoIf(input, () => register(input)),
  };
}

export type CreatorRegistrationService = ReturnType<typeof createCreatorRegistrationService>;
