import { BRAND_WIZARD_MESSAGES } from '@amplio/shared/constants/client-messages';
import { BRAND_WIZARD_STEPS, BUDGETS, COMPANY_SIZES, INDUSTRIES, OBJECTIVES } from '@amplio/shared/constants/brand-options';
import {
  BRAND_REGISTRATION_MESSAGES as M,
  BRAND_SERVER_TO_CLIENT_FIELD,
  ZBrandCampaignForm,
  ZBrandCompanyForm,
  ZBrandContactForm,
} from '@amplio/shared/schemas/brand-registration';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { WizardProgress } from '../../../components/ui/wizard-progress';
import { paths, pathTo } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { focusFirstError, mapServerErrors, registerClearing } from '../../../lib/form-errors';
import { startVerificationCooldown } from '../../account-entry/resend-cooldown';
import { rememberVerificationEmail } from '../../account-entry/verification-email';
import { getBrandRegistration } from '../api/get-brand-registration';
import { saveBrandStep, submitBrandRegistration } from '../api/save-brand-step';
import {
  type BrandStepNumber,
  type BrandWizardValues,
  brandDraft,
  type CampaignValues,
  type CompanyValues,
  type ContactValues,
  finalSubmitBody,
  fromServerDraft,
  mergeDrafts,
  splitDraft,
  stepFormData,
  stepOfField,
} from '../brand-wizard-values';

/** What the verify page receives from a finished registration (it shows the success dialog). */
export interface BrandRegisteredState {
  brandRegistered: { email: string };
}

const STEP_COPY: Record<BrandStepNumber, { title: string; intro: string }> = {
  1: { title: 'Your contact details', intro: 'Who we should talk to. You will sign in with this business email.' },
  2: { title: 'Your company', intro: 'Creators see your company name and website when you invite them.' },
  3: { title: 'Your first campaign', intro: 'What you want to achieve and roughly what you plan to spend.' },
};

const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }));
const OBJECTIVE_OPTIONS = OBJECTIVES.map((o) => ({ value: o.value, label: o.label }));
const linkStyles = 'font-semibold text-brand hover:text-brand-hover hover:underline';

/** Two animation frames: React has committed the new step and its error texts, so scrolling lands right. */
const afterRender = (fn: () => void) => requestAnimationFrame(() => requestAnimationFrame(fn));

const formOptions = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * Spec 1 §2 "Brand registration screen", §4 and §8: Contact, Company, Campaign. Each forward move is checked in the
 * browser with the shared schema, then saved on the server; only a successful save advances. The draft (no
 * passwords) and the step survive a reload; the server's own draft says how far this browser session really got.
 */
export function BrandRegistrationWizard() {
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const local = brandDraft.loadData();
    return { values: splitDraft(local ?? {}), step: (brandDraft.loadStep() ?? 1) as BrandStepNumber, hadDraft: Boolean(local) };
  });
  const contactForm = useForm<ContactValues>({
    ...formOptions,
    resolver: zodResolver(ZBrandContactForm) as unknown as Resolver<ContactValues>,
    defaultValues: initial.values.contact,
  });
  const companyForm = useForm<CompanyValues>({
    ...formOptions,
    resolver: zodResolver(ZBrandCompanyForm) as unknown as Resolver<CompanyValues>,
    defaultValues: initial.values.company,
  });
  const campaignForm = useForm<CampaignValues>({
    ...formOptions,
    resolver: zodResolver(ZBrandCampaignForm) as unknown as Resolver<CampaignValues>,
    defaultValues: initial.values.campaign,
  });
  const [step, setStep] = useState<BrandStepNumber>(initial.step);
  const [reached, setReached] = useState<number>(initial.step);
  const [loading, setLoading] = useState(true);
  const [banner, setBanner] = useState<{ tone: AlertTone; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const finished = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const allValues = useCallback(
    (): BrandWizardValues => ({ ...contactForm.getValues(), ...companyForm.getValues(), ...campaignForm.getValues() }),
    [contactForm, companyForm, campaignForm],
  );

  // Where this browser session really is on the server; the local draft fills the fields.
  useEffect(() => {
    const controller = new AbortController();
    getBrandRegistration({ signal: controller.signal })
      .then((server) => {
        const serverStep = Math.min(Math.max(server.step, 1), 3) as BrandStepNumber;
        const parts = splitDraft(mergeDrafts(brandDraft.loadData(), fromServerDraft(server.data)));
        contactForm.reset(parts.contact);
        companyForm.reset(parts.company);
        campaignForm.reset(parts.campaign);
        const wanted = brandDraft.loadStep() ?? serverStep;
        const current = Math.min(wanted, serverStep) as BrandStepNumber;
        setStep(current);
        setReached(serverStep);
        if (wanted > serverStep && serverStep === 1) setBanner({ tone: 'warning', message: BRAND_WIZARD_MESSAGES.progressExpired });
        else if (current === 1 && initial.hadDraft) setBanner({ tone: 'info', message: BRAND_WIZARD_MESSAGES.passwordAgain });
      })
      .catch(() => {
        // Offline or the server is down: carry on with the browser's draft; saving will say what went wrong.
        if (initial.step === 1 && initial.hadDraft) setBanner({ tone: 'info', message: BRAND_WIZARD_MESSAGES.passwordAgain });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [contactForm, companyForm, campaignForm, initial]);

  // Every edit is kept (never the passwords: browser-draft drops them).
  useEffect(() => {
    const save = () => {
      if (!finished.current) brandDraft.saveData(allValues());
    };
    const subscriptions = [contactForm.watch(save), companyForm.watch(save), campaignForm.watch(save)];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [contactForm, companyForm, campaignForm, allValues]);

  useEffect(() => {
    if (!loading && !finished.current) brandDraft.saveStep(step);
  }, [step, loading]);

  const goToStep = (next: number) => {
    try {
      setBanner(null);
      setStep(next as BrandStepNumber);
      afterRender(() => {
        window.scrollTo({ top: 0, behavior: 'auto' });
        heading.current?.focus({ preventScroll: true });
      });
    } catch {
      setBanner({ tone: 'danger', message: M.navigationError });
    }
  };

  const formFor = (n: BrandStepNumber) =>
    ({ 1: contactForm, 2: companyForm, 3: campaignForm })[n] as unknown as UseFormReturn<Record<string, unknown>>;

  /** Spec 1 §8: a 422 goes on its fields (on whichever step asks for them); anything else is the alert text. */
  const showFailure = (error: unknown, fallback: string) => {
    if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
      const stepOrder = error.errors.step?.[0];
      if (stepOrder) {
        goToStep(1);
        setBanner({ tone: 'danger', message: stepOrder });
        return;
      }
      const mapped = mapServerErrors(error.errors, BRAND_SERVER_TO_CLIENT_FIELD);
      let target: BrandStepNumber | undefined;
      for (const [field, message] of mapped.fields) {
        const owner = stepOfField(field);
        if (!owner) continue;
        formFor(owner).setError(field, { type: 'server', message });
        if (!target || owner < target) target = owner;
      }
      if (target && target !== step) setStep(target);
      if (mapped.other.length > 0) setBanner({ tone: 'danger', message: mapped.other.join(' ') });
      if (mapped.fields.length === 0 && mapped.other.length === 0) setBanner({ tone: 'danger', message: fallback });
      afterRender(() => focusFirstError(mapped.fields.map(([field]) => field)));
      return;
    }
    setBanner({ tone: 'danger', message: fallback });
    afterRender(() => document.getElementById('wizard-banner')?.scrollIntoView({ block: 'center' }));
  };

  const onInvalid = (errors: FieldErrors) => afterRender(() => focusFirstError(Object.keys(errors)));

  const saveStep = async (n: 1 | 2) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setBanner(null);
    try {
      await saveBrandStep(stepFormData(n, allValues()));
      setReached((r) => Math.max(r, n + 1));
      goToStep(n + 1);
    } catch (error) {
      showFailure(error, M.saveFailed);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const complete = async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setBanner(null);
    try {
      const values = allValues();
      const response = await submitBrandRegistration(finalSubmitBody(values));
      if (response?.success !== true) throw new Error(response?.message || M.registrationFailed);
      const email = response.email ?? values.businessEmail.trim();
      finished.current = true;
      brandDraft.clear();
      rememberVerificationEmail(email, 'brand');
      // The first code just went out: the verify page's resend waits the usual 30 s.
      startVerificationCooldown('brand', email);
      const state: BrandRegisteredState = { brandRegistered: { email } };
      await navigate(pathTo(paths.brandVerifyOtp.path, undefined, { email }), { replace: true, state });
    } catch (error) {
      showFailure(error, M.registrationError);
      savingRef.current = false;
      setSaving(false);
    }
  };

  const onContinueContact = contactForm.handleSubmit(() => saveStep(1), onInvalid);
  const onContinueCompany = companyForm.handleSubmit(() => saveStep(2), onInvalid);
  const onComplete = campaignForm.handleSubmit(() => complete(), onInvalid);
  const copy = STEP_COPY[step];

  return (
    <section className="container-content py-8 sm:py-12">
      <div className="mx-auto flex max-w-[600px] flex-col gap-6">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">For brands</p>
          <h1 className="text-3xl text-ink sm:text-4xl">Create your brand account</h1>
          <p className="text-[15px] text-ink-muted">
            Three short steps, about 2 minutes. Already have an account?{' '}
            <Link to={paths.brandLogin.aliases[1]} className={linkStyles}>
              Sign in
            </Link>
          </p>
        </header>
        <div className="flex flex-col gap-6 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-8">
          <WizardProgress
            steps={BRAND_WIZARD_STEPS}
            current={step}
            reached={reached}
            onStepClick={goToStep}
            label="Registration progress"
          />
          {loading ? (
            <div className="flex flex-col gap-5" aria-busy="true">
              <span className="sr-only" role="status">
                Loading your registration…
              </span>
              <Skeleton className="h-7 w-1/2" />
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-11 w-full" />
                </div>
              ))}
            </div>
          ) : (
            <form
              onSubmit={step === 1 ? onContinueContact : step === 2 ? onContinueCompany : onComplete}
              noValidate
              className="flex flex-col gap-5"
              aria-labelledby="wizard-step-title"
            >
              <div className="flex flex-col gap-1">
                <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-xl text-ink outline-none sm:text-2xl">
                  {copy.title}
                </h2>
                <p className="text-[15px] text-ink-muted">{copy.intro}</p>
              </div>
              {banner ? (
                <div id="wizard-banner">
                  <Alert tone={banner.tone} title={banner.message} />
                </div>
              ) : null}
              {step === 1 ? <ContactStep form={contactForm} /> : null}
              {step === 2 ? <CompanyStep form={companyForm} /> : null}
              {step === 3 ? <CampaignStep form={campaignForm} /> : null}
              <p className="text-sm text-ink-muted">
                Fields marked <span className="text-danger">*</span> are required.
              </p>
              <StepActions step={step} saving={saving} onBack={() => goToStep(step - 1)} />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}

function StepActions({ step, saving, onBack }: { step: BrandStepNumber; saving: boolean; onBack: () => void }) {
  const last = step === 3;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
      {step > 1 ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          leadingIcon={<ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Back
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" size="lg" loading={saving} loadingLabel={last ? 'Processing...' : 'Saving...'} className="sm:min-w-52">
        {last ? 'Complete Registration' : 'Continue'}
        {last ? null : <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      </Button>
    </div>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

function ContactStep({ form }: { form: UseFormReturn<ContactValues> }) {
  const field = registerClearing(form);
  const { errors } = form.formState;
  const password = form.watch('password');
  return (
    <>
      <Input label="Full name" autoComplete="name" required error={errors.contactName?.message} {...field('contactName')} />
      <Row>
        <Input
          label="Business email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          error={errors.businessEmail?.message}
          {...field('businessEmail')}
        />
        <Input
          label="Business phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          required
          error={errors.businessPhone?.message}
          {...field('businessPhone')}
        />
      </Row>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        strength={password}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
    </>
  );
}

function CompanyStep({ form }: { form: UseFormReturn<CompanyValues> }) {
  const field = registerClearing(form);
  const { errors } = form.formState;
  return (
    <>
      <Input label="Company name" autoComplete="organization" required error={errors.companyName?.message} {...field('companyName')} />
      <Input
        label="Company website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="yourcompany.com"
        hint="With or without https://"
        required
        error={errors.website?.message}
        {...field('website')}
      />
      <Row>
        <Select
          label="Industry"
          placeholder="Select your industry"
          options={INDUSTRIES}
          required
          error={errors.industry?.message}
          {...field('industry')}
        />
        <Select
          label="Company size"
          placeholder="Select company size"
          options={COMPANY_SIZE_OPTIONS}
          required
          error={errors.companySize?.message}
          {...field('companySize')}
        />
      </Row>
      <Input
        label="Your job title"
        autoComplete="organization-title"
        placeholder="Marketing Manager"
        maxLength={120}
        required
        error={errors.jobTitle?.message}
        {...field('jobTitle')}
      />
    </>
  );
}

function CampaignStep({ form }: { form: UseFormReturn<CampaignValues> }) {
  const field = registerClearing(form);
  const { errors } = form.formState;
  const objectives = form.watch('objectives');
  const wantsOther = Array.isArray(objectives) && objectives.includes('other');
  return (
    <>
      <CheckboxGroup
        legend="Campaign objectives"
        hint="Choose all that apply."
        options={OBJECTIVE_OPTIONS}
        required
        error={errors.objectives?.message ?? errors.objectives?.root?.message}
        {...field('objectives')}
      />
      {wantsOther ? (
        <Input
          label="Other objective"
          placeholder="Tell us what you want to achieve"
          maxLength={200}
          error={errors.objectiveOtherText?.message}
          {...field('objectiveOtherText')}
        />
      ) : null}
      <RadioGroup
        legend="Estimated budget (USD)"
        options={BUDGETS}
        required
        error={errors.budget?.message}
        className="[&>div]:grid [&>div]:grid-cols-1 sm:[&>div]:grid-cols-2"
        {...field('budget')}
      />
      <Textarea
        label="Anything else we should know?"
        hint="Optional: target audience, timing, platforms you prefer."
        rows={3}
        maxLength={2000}
        error={errors.additionalInfo?.message}
        {...field('additionalInfo')}
      />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms.path} target="_blank" rel="noopener" className={linkStyles}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy.path} target="_blank" rel="noopener" className={linkStyles}>
              Privacy Policy
            </Link>
          </>
        }
        required
        error={errors.termsAccepted?.message}
        {...field('termsAccepted')}
      />
    </>
  );
}
