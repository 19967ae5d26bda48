import type { AppDeps } from './app-deps';
import type { DbOrTx } from './db/client';
import { createBrandRegistrationService } from './features/brand-registration/brand-registration.service';
import { createCreatorRegistrationService } from './features/creator-registration/creator-registration.service';
import { createFilesService } from './features/files/files.service';
import { createPasswordResetService } from './features/password-reset/password-reset.service';
import { createCodeMailer } from './features/verification/code-mailer';
import { createEmailVerificationService } from './features/verification/email-verification.service';

/** Composes the account-entry services from the app's deps; features stay unaware of each other's wiring. */
export function createEntryServices(
  deps: AppDeps,
  hooks: { onBrandVerified?: (input: { tx: DbOrTx; userId: string }) => Promise<void> } = {},
) {
  const { db, clock, verification, mail, config, storage, sessions } = deps;
  const files = createFilesService({ db, storage });
  const codeMailer = createCodeMailer({ verification, mail, appUrl: config.appUrl });
  const emailVerification = createEmailVerificationService({ db, clock, verification, codeMailer, onBrandVerified: hooks.onBrandVerified });
  return {
    codeMailer,
    emailVerification,
    brandRegistration: createBrandRegistrationService({
      db,
      clock,
      sendVerificationCode: async (input) => void (await codeMailer.sendVerificationCode({ ...input, role: 'brand' })),
    }),
    creatorRegistration: createCreatorRegistrationService({
      db,
      clock,
      storage,
      sendVerificationCode: async (input) => void (await codeMailer.sendVerificationCode({ ...input, role: 'creator' })),
      claimRegistrationUploads: files.claimRegistrationUploads,
      discardUnclaimedRegistrationUploads: files.discardUnclaimedRegistrationUploads,
    }),
    passwordReset: createPasswordResetService({
      db,
      clock,
      secret: config.appSecret,
      verification,
      sendResetCode: codeMailer.sendResetCode,
      sessions,
    }),
  };
}

export type EntryServices = ReturnType<typeof createEntryServices>;
