import { CREATOR_WIZARD_STEPS } from '@amplio/shared/constants/creator-options';
import { CREATOR_REGISTRATION_MESSAGES as M } from '@amplio/shared/schemas/creator-registration';
import { X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { WizardProgress } from '../../../components/ui/wizard-progress';
import { useCreatorWizard } from '../hooks/use-creator-wizard';
import { RegistrationSuccessDialog } from './registration-success-dialog';
import { StepAccount } from './step-account';
import { StepActions } from './step-actions';
import { StepAddress } from './step-address';
import { StepPreferences } from './step-preferences';
import { StepProfile } from './step-profile';
import { StepSocial } from './step-social';

const STEP_COPY: Record<number, { title: string; intro: string }> = {
  1: { title: 'Create your account', intro: 'You will sign in with this email and password.' },
  2: { title: 'Profile information', intro: 'This is what brands see first when they look at your profile.' },
  3: { title: 'Social media links', intro: 'Paste a link or type your @handle; we turn handles into links for you.' },
  4: { title: 'Address information', intro: 'Used for contracts and payouts. Brands never see your street address.' },
  5: { title: 'Your preferences', intro: 'We use these to match you with campaigns that fit your content.' },
};

/** The five-step creator registration (spec 2 §2.1–2.7). */
export function CreatorRegistrationWizard() {
  const wizard = useCreatorWizard();
  const { step, banner } = wizard;
  const last = step === wizard.totalSteps;
  const copy = STEP_COPY[step] ?? STEP_COPY[1]!;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (wizard.restoring) return;
    if (last) void wizard.complete();
    else void wizard.next();
  };

  return (
    <div className="flex flex-col gap-6">
      <WizardProgress
        steps={CREATOR_WIZARD_STEPS}
        current={step}
        reached={wizard.reached}
        onStepClick={wizard.goToStep}
        label="Registration progress"
      />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-labelledby="creator-step-heading">
        <div className="flex flex-col gap-1">
          <h2 id="creator-step-heading" tabIndex={-1} className="text-xl text-ink focus-visible:outline-none sm:text-2xl">
            {copy.title}
          </h2>
          <p className="text-[15px] text-ink-muted">{copy.intro}</p>
        </div>
        {banner ? (
          <div className="relative" data-testid="wizard-banner">
            <Alert tone={banner.tone} title={banner.message} className="pr-12" />
            <button
              type="button"
              onClick={wizard.dismissBanner}
              aria-label="Dismiss message"
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </button>
          </div>
        ) : null}
        {wizard.restoring ? (
          <div className="flex flex-col gap-5" role="status" aria-busy="true" aria-label="Loading your saved progress">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-2/3" />
          </div>
        ) : (
          <>
            {step === 1 ? <StepAccount wizard={wizard} /> : null}
            {step === 2 ? <StepProfile wizard={wizard} /> : null}
            {step === 3 ? <StepSocial wizard={wizard} /> : null}
            {step === 4 ? <StepAddress wizard={wizard} /> : null}
            {step === 5 ? <StepPreferences wizard={wizard} /> : null}
          </>
        )}
        <StepActions
          onBack={step > 1 ? wizard.back : undefined}
          forwardLabel={step === 1 ? M.continueToProfile : last ? M.completeRegistration : 'Continue'}
          loading={last ? wizard.submitting : wizard.saving}
          loadingLabel={last ? 'Creating your account...' : 'Saving...'}
          disabled={wizard.restoring}
        />
      </form>
      <RegistrationSuccessDialog open={wizard.successOpen} onOpenChange={wizard.setSuccessOpen} />
    </div>
  );
}
