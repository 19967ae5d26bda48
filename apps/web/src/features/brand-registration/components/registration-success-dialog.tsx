import { BRAND_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/brand-registration';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { SUPPORT_EMAIL } from '../../../config/site';
import { isApiError } from '../../../lib/api-client';
import { resendOtp } from '../../account-entry/api/resend-otp';
import { formatCountdown, resendScope, useResendCooldown } from '../../account-entry/resend-cooldown';
import type { BrandRegisteredState } from './brand-registration-wizard';

const registeredEmail = (state: unknown): string | null => {
  const email = (state as Partial<BrandRegisteredState> | null)?.brandRegistered?.email;
  return typeof email === 'string' && email ? email : null;
};

/**
 * Spec 1 §2 "Success dialog", shown over the verification page the finished wizard opens: the e-mail entered,
 * "click here to resend", Continue to Dashboard, a close control and the support address. Continue to Dashboard goes
 * to /brand/dashboard as the spec says (issue 25: it used to only close the dialog); until the code is entered the
 * dashboard's guard sends the new account back to the code boxes with a line saying the code opens the dashboard.
 */
export function RegistrationSuccessDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const [email] = useState(() => registeredEmail(location.state));
  const [open, setOpen] = useState(Boolean(email));
  const [sending, setSending] = useState(false);
  const cooldown = useResendCooldown(email ? resendScope('brand', 'verify', email) : null);

  if (!email) return null;
  const waiting = cooldown.secondsLeft > 0;

  const continueToDashboard = () => {
    setOpen(false);
    void navigate(paths.brandDashboard.path, { replace: true, state: null });
  };

  const close = () => {
    setOpen(false);
    // Forget the state so a reload does not show the dialog again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="otp-1"]')?.focus());
  };

  const resend = async () => {
    if (sending || cooldown.secondsLeft > 0) return;
    setSending(true);
    try {
      const response = await resendOtp('brand', email);
      cooldown.start(response.retry_after);
      notify.success(M.resendSuccess);
    } catch (error) {
      if (isApiError(error) && error.retry_after) cooldown.start(error.retry_after);
      notify.error(isApiError(error) && error.message ? error.message : M.resendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        title="Registration successful!"
        description="Your brand account is ready. One last step: confirm your email address."
        footer={
          <Button size="lg" onClick={continueToDashboard} className="sm:min-w-52">
            Continue to Dashboard
          </Button>
        }
      >
        <div className="flex flex-col gap-4 text-[15px] text-ink-muted">
          <div className="flex items-start gap-3 rounded-control bg-brand-soft/60 p-4">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
            <p>
              We sent a verification email with a 6-digit code to{' '}
              <strong className="font-semibold wrap-anywhere text-ink" data-testid="registered-email">
                {email}
              </strong>
              . Enter the code on this page to open your dashboard.
            </p>
          </div>
          <p>
            Didn&apos;t receive it?{' '}
            <button
              type="button"
              onClick={() => void resend()}
              aria-disabled={sending || waiting || undefined}
              aria-describedby={waiting ? 'resend-available' : undefined}
              className="font-semibold text-brand underline hover:text-brand-hover aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted aria-disabled:no-underline"
            >
              {sending ? 'Sending...' : 'click here to resend'}
            </button>
            {waiting ? (
              <span id="resend-available" className="tabular">
                {' '}
                (available in {formatCountdown(cooldown.secondsLeft)})
              </span>
            ) : null}
          </p>
          <p>
            Need help? Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand hover:text-brand-hover hover:underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
