import type { DbOrTx } from '../../db/client';
import { passwordResetCodeMail, verificationCodeMail } from '../mail/mail-templates';
import type { MailService } from '../mail/mail.service';
import type { VerificationService } from './verification.service';

type Role = 'brand' | 'creator';

/** Issues a code and puts the mail that carries it in the outbox, in the caller's transaction. */
export function createCodeMailer(deps: { verification: VerificationService; mail: Pick<MailService, 'enqueue'>; appUrl: string }) {
  const { verification, mail, appUrl } = deps;
  const pageUrl = (path: string, email: string) => `${appUrl}${path}?email=${encodeURIComponent(email)}`;
  return {
    async sendVerificationCode(input: { tx: DbOrTx; email: string; name: string; role: Role }) {
      const issued = await verification.issue({ tx: input.tx, email: input.email, purpose: 'verify_email' });
      await mail.enqueue({
        tx: input.tx,
        ...verificationCodeMail({
          to: input.email,
          code: issued.code,
          name: input.name,
          actionUrl: pageUrl(`/${input.role}/verify-otp`, input.email),
        }),
      });
      return issued;
    },
    /** The reset code is issued by the caller (it must be issued even when no mail goes out). */
    async sendResetCode(input: { tx: DbOrTx; email: string; name: string; code: string; role: Role }) {
      await mail.enqueue({
        tx: input.tx,
        ...passwordResetCodeMail({
          to: input.email,
          code: input.code,
          name: input.name,
          actionUrl: pageUrl(`/${input.role}/forgot-password`, input.email),
        }),
      });
    },
  };
}

export type CodeMailer = ReturnType<typeof createCodeMailer>;
