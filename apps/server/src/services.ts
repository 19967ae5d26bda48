import type { AppDeps } from './app-deps';
import { createBrandRegistrationService } from './features/brand-registration/brand-registration.service';
import { createCreatorRegistrationService } from './features/creator-registration/creator-registration.service';
import { createFilesService } from './features/files/files.service';
import { createPasswordResetService } from './features/password-reset/password-reset.service';
import { createCodeMailer } from './features/verification/code-mailer';
import { createEmailVerificationService } from './features/verification/email-verification.service';

/** Composes the account-entry services from the app's deps; features stay unaware of each other's wiring. */
export function createEntryServices(deps: AppDeps) {
  const { db, clock, verification, mail, config, storage, sessions } = deps;
  const files = createFilesService({ db, storage });
  const codeMailer = createCodeMailer({ verification, mail, appUrl: config.appUrl });
  const emailVerification = createEmailVerificationService({ db, clock, verification, codeMailer });
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
