import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MIME_TYPES,
  BRAND_PROFILE_INDUSTRIES,
  BRAND_PROFILE_LIMITS,
} from '@amplio/shared/constants/brand-profiles';
import {
  BRAND_PROFILE_MESSAGES,
  brandNamed,
  type TBrandProfile,
  type TBrandProfileRequest,
  ZCreateBrandProfileRequest,
  ZUpdateBrandProfileRequest,
} from '@amplio/shared/schemas/brand-profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ImagePicker } from '../../../components/image-picker';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, focusFirstError, registerClearing } from '../../../lib/form-errors';
import { useBrandProfiles } from '../api/get-brand-profiles';
import { useSaveBrandProfile } from '../api/save-brand-profile';

interface BrandFormValues {
  name: string;
  website: string;
  industry: string;
  description: string;
}

const FIELDS = ['name', 'website', 'industry', 'description', 'logo'] as const;
const LOGO_RULES = {
  mimeTypes: BRAND_LOGO_MIME_TYPES,
  maxBytes: BRAND_LOGO_MAX_BYTES,
  wrongType: BRAND_PROFILE_MESSAGES.logoWrongType,
  tooLarge: BRAND_PROFILE_MESSAGES.logoTooLarge,
};
const INDUSTRY_OPTIONS = BRAND_PROFILE_INDUSTRIES.map((o) => ({ value: o.value, label: o.label }));

/** Add New Brand and editing a brand (spec 3 §2.3 Brand Management): name, logo, website, industry, description. */
export function BrandProfileForm({ profile }: { profile?: TBrandProfile }) {
  const navigate = useNavigate();
  const save = useSaveBrandProfile();
  const [logo, setLogo] = useState<{ file: File | null; removed: boolean }>({ file: null, removed: false });
  const [logoError, setLogoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const form = useForm<BrandFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver: zodResolver(
      (profile ? ZUpdateBrandProfileRequest : ZCreateBrandProfileRequest) as never,
    ) as unknown as Resolver<BrandFormValues>,
    defaultValues: {
      name: profile?.name ?? '',
      website: profile?.website ?? '',
      industry: profile?.industry ?? '',
      description: profile?.description ?? '',
    },
  });
  const field = registerClearing(form);
  const { errors } = form.formState;
  // Issue 25 §2: adding a brand the account already has (the registration one, most often) is warned about.
  const existing = useBrandProfiles();
  const typedName = useWatch({ control: form.control, name: 'name' }) ?? '';
  const others = (existing.data?.data ?? []).filter((b) => b.id !== profile?.id);
  const sameName = brandNamed(others, typedName);
  const duplicate = sameName ? BRAND_PROFILE_MESSAGES.duplicateName(sameName.name) : null;
  const guard = useUnsavedChangesGuard(form.formState.isDirty || logo.file !== null || logo.removed);

  const onValid = useSingleFlight(async (values: BrandFormValues) => {
    if (logoError) {
      focusFirstError(['logo']);
      return;
    }
    setBanner(null);
    setProgress(logo.file ? 0 : null);
    const body: TBrandProfileRequest = { ...values, ...(profile && logo.removed && !logo.file ? { remove_logo: true } : {}) };
    try {
      const response = await save.mutateAsync({
        id: profile?.id,
        values: body,
        logo: logo.file,
        onUploadProgress: (p) => setProgress(p.fraction),
      });
      notify.success(response.message);
      guard.allowLeave();
      navigate(paths.brandManagementProfiles.path);
    } catch (error) {
      const applied = applyServerErrors(error, form, {}, FIELDS);
      const logoMessage = isApiError(error) ? error.errors.logo?.[0] : undefined;
      if (logoMessage) setLogoError(logoMessage);
      if (applied || logoMessage) setBanner(applied?.other[0] ?? null);
      else setBanner(isApiError(error) ? error.message : 'The brand could not be saved. Try again.');
    } finally {
      setProgress(null);
    }
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(onValid, (invalid) => requestAnimationFrame(() => focusFirstError(Object.keys(invalid))))}
    >
      {guard.dialog}
      {banner ? <Alert tone="danger">{banner}</Alert> : null}
      <Card className="flex flex-col gap-5">
        <Input
          label="Brand name"
          required
          maxLength={BRAND_PROFILE_LIMITS.nameMax}
          autoComplete="organization"
          error={errors.name?.message}
          {...field('name')}
        />
        {duplicate ? <Alert tone="warning">{duplicate}</Alert> : null}
        <ImagePicker
          label="Logo"
          name="logo"
          rules={LOGO_RULES}
          hint="JPEG, PNG or WebP, up to 2 MB. Square logos look best."
          currentUrl={profile?.logo_url ?? null}
          file={logo.file}
          removed={logo.removed}
          onChange={setLogo}
          error={logoError ?? undefined}
          onError={setLogoError}
        />
        <Input
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          maxLength={BRAND_PROFILE_LIMITS.websiteMax}
          error={errors.website?.message}
          {...field('website')}
        />
        <Select
          label="Industry"
          required
          placeholder="Select an industry"
          options={INDUSTRY_OPTIONS}
          error={errors.industry?.message}
          {...field('industry')}
        />
        <Textarea
          label="Description"
          rows={4}
          maxLength={BRAND_PROFILE_LIMITS.descriptionMax}
          hint="Optional. A line or two creators read about the brand: what it makes and what it stands for."
          error={errors.description?.message}
          {...field('description')}
        />
        {progress !== null ? <ProgressBar value={progress} label="Uploading the logo" /> : null}
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.brandManagementProfiles.path} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button type="submit" loading={save.isPending}>
          {profile ? 'Save changes' : 'Add brand'}
        </Button>
      </div>
    </form>
  );
}
