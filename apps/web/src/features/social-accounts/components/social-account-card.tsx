import { CAMPAIGN_PLATFORMS } from '@amplio/shared/constants/campaigns';
import { SOCIAL_METRIC_FIELDS, SOCIAL_METRICS_SOURCE_LABELS } from '@amplio/shared/constants/social-metrics';
import { PLATFORM_BY_KEY } from '@amplio/shared/constants/social-platforms';
import { SOCIAL_ACCOUNT_MESSAGES as M, type TSocialLink, updateSocialLinkSchema } from '@amplio/shared/schemas/social-accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { focusFirstError, mapServerErrors, registerClearing } from '../../../lib/form-errors';
import { useUpdateSocialLink } from '../api/update-social-link';
import { isCampaignPlatform, METRIC_INPUT_LABELS, type SocialAccountFormValues, toFormValues, toPriceMetrics } from '../metrics-values';
import { PLATFORM_ICONS } from '../../../components/platform-icons';
import { PriceExample } from './price-example';

const FIELD_NAMES = ['url', ...SOCIAL_METRIC_FIELDS];

/** One social account: its link and the metrics of spec 3 §3, marked self-reported, with the example price beside them. */
export function SocialAccountCard({ link }: { link: TSocialLink }) {
  const platform = PLATFORM_BY_KEY[link.platform];
  const Icon = PLATFORM_ICONS[link.platform];
  const schema = updateSocialLinkSchema(link.platform);
  const form = useForm<SocialAccountFormValues>({
    defaultValues: toFormValues(link),
    resolver: zodResolver(schema as never) as unknown as Resolver<SocialAccountFormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // focusFirstError focuses without clearing the error it shows; react-hook-form's own focus would clear it.
    shouldFocusError: false,
  });
  const field = registerClearing(form);
  const watched = useWatch({ control: form.control });
  const save = useUpdateSocialLink();
  const { errors, isDirty } = form.formState;
  const campaignLabel = CAMPAIGN_PLATFORMS.find((p) => p.value === link.platform)?.label ?? platform.label;
  const headingId = `account-${link.id}`;
  const formRef = useRef<HTMLFormElement>(null);

  const saveAccount = useSingleFlight(async () => {
    try {
      const response = await save.mutateAsync({ id: link.id, values: form.getValues() });
      form.reset(toFormValues(response.data));
      notify.success(response.message);
    } catch (error) {
      // Every card has fields of the same names, so errors are shown and focused within this form.
      if (isApiError(error) && error.status === 422) {
        const { fields } = mapServerErrors(error.errors, {}, FIELD_NAMES);
        for (const [name, message] of fields) form.setError(name as keyof SocialAccountFormValues, { type: 'server', message });
        requestAnimationFrame(() =>
          focusFirstError(
            fields.map(([name]) => name),
            formRef.current ?? document,
          ),
        );
        if (fields.length) return;
      }
      notify.error(isApiError(error) ? error.message : M.saveFailed);
    }
  });
  const onSubmit = form.handleSubmit(saveAccount, (invalid) =>
    requestAnimationFrame(() => focusFirstError(Object.keys(invalid), formRef.current ?? document)),
  );

  return (
    <Card as="article" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-ink">
          <Icon className="size-5" strokeWidth={1.75} />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 id={headingId} className="text-lg text-ink">
            {platform.label}
          </h3>
          <a href={link.url} target="_blank" rel="noreferrer noopener" className="truncate text-sm text-brand hover:underline">
            {link.url}
          </a>
        </div>
        {link.metrics_source ? (
          <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 sm:w-auto sm:flex-col sm:items-end sm:text-right">
            <Badge tone={link.metrics_source === 'self_reported' ? 'warning' : 'success'}>
              {SOCIAL_METRICS_SOURCE_LABELS[link.metrics_source]}
            </Badge>
            <span className="text-xs text-ink-muted">Updated {formatDateTime(link.metrics_updated_at)}</span>
          </div>
        ) : (
          <Badge tone="neutral">No numbers yet</Badge>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={`${platform.label} account`}>
          <Input label="Link to your account" required placeholder={platform.example} error={errors.url?.message} {...field('url')} />
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
              Audience numbers
              <span className="text-xs font-normal text-ink-muted">self-reported: you enter them, brands see them marked as yours</span>
            </legend>
            <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
              {SOCIAL_METRIC_FIELDS.map((name) => (
                <Input
                  key={name}
                  label={METRIC_INPUT_LABELS[name]}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="N/A"
                  className="tabular"
                  error={errors[name]?.message}
                  {...field(name)}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              loading={save.isPending}
              loadingLabel="Saving"
              leadingIcon={<Save className="size-4" strokeWidth={1.75} aria-hidden="true" />}
            >
              Save {platform.label}
            </Button>
            {isDirty ? <span className="text-sm text-ink-muted">You have changes that are not saved yet.</span> : null}
          </div>
        </form>
        {isCampaignPlatform(link.platform) ? (
          <PriceExample platform={link.platform} metrics={toPriceMetrics(watched)} label={campaignLabel} />
        ) : (
          <p className="self-start rounded-card bg-surface-muted p-4 text-sm text-ink-muted">
            Campaigns run on Instagram, YouTube, Facebook, TikTok, Twitter (X) and LinkedIn, so {platform.label} has no price of its own.
            Brands still see these numbers on your profile.
          </p>
        )}
      </div>
    </Card>
  );
}
