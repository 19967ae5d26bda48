import {
  CAMPAIGN_COVER_MAX_BYTES,
  CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED,
  CAMPAIGN_COVER_MIME_TYPES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_PLATFORMS,
  MARKETING_OBJECTIVES,
  VIDEO_STYLE_SUGGESTIONS,
} from '@amplio/shared/constants/campaigns';
import { CAMPAIGN_MESSAGES, type TCampaign, type TCampaignDraft, ZCampaignDraft, ZCampaignPublish } from '@amplio/shared/schemas/campaigns';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ImagePicker } from '../../../components/image-picker';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Input } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ListInput } from '../../../components/ui/list-input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { paths, pathTo } from '../../../config/paths';
import { applyServerErrors, focusFirstError, registerClearing } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/api-client';
import type { TBrandProfile } from '@amplio/shared/schemas/brand-profiles';
import { useSaveCampaign } from '../api/save-campaign';
import { setCampaignCover } from '../api/set-campaign-cover';
import {
  CAMPAIGN_FIELDS,
  type CampaignFormValues,
  campaignToForm,
  emptyCampaignForm,
  toRequestBody,
  toSchemaInput,
} from '../campaign-form-values';
import { UsageRightsField } from './usage-rights-field';

type SubmitMode = 'draft' | 'publish';

const PLATFORM_OPTIONS = CAMPAIGN_PLATFORMS.map((p) => ({ value: p.value, label: p.label }));
const OBJECTIVE_OPTIONS = MARKETING_OBJECTIVES.map((o) => ({ value: o.value, label: o.label }));
const COVER_RULES = {
  mimeTypes: CAMPAIGN_COVER_MIME_TYPES,
  maxBytes: CAMPAIGN_COVER_MAX_BYTES,
  wrongType: CAMPAIGN_MESSAGES.coverWrongType,
  tooLarge: CAMPAIGN_MESSAGES.coverTooLarge,
};
const formOptions = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card>
      <div className="mb-5 flex flex-col gap-1">
        <h2 className="text-lg text-ink">{title}</h2>
        <p className="text-sm text-ink-muted">{intro}</p>
      </div>
      <div className="flex flex-col gap-5">{children}</div>
    </Card>
  );
}

interface CampaignFormProps {
  /** The campaign being edited; absent when creating one. */
  campaign?: TCampaign;
  brands: readonly TBrandProfile[];
}

/**
 * Create New Campaign and Edit Campaign (spec 3 §2.3: one form). A draft saves half-filled (each field given is
 * checked); "Save and fund" needs every required field, checked with the same shared schema the server uses.
 */
export function CampaignForm({ campaign, brands }: CampaignFormProps) {
  const navigate = useNavigate();
  const save = useSaveCampaign();
  const isDraft = !campaign || campaign.status === 'draft';
  /** A published campaign keeps the terms creators accepted: those fields show locked, with the reason (issue 25). */
  const locked = (name: (typeof CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED)[number]) =>
    !isDraft && (CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED as readonly string[]).includes(name);
  const lockedHint = (name: (typeof CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED)[number], hint?: ReactNode): ReactNode =>
    locked(name) ? (
      <>
        {hint ? <>{hint} </> : null}
        <span className="font-medium text-ink">{CAMPAIGN_MESSAGES.lockedWhenPublishedHint}</span>
      </>
    ) : (
      hint
    );
  const modeRef = useRef<SubmitMode>('draft');
  const [banner, setBanner] = useState<string | null>(null);
  const [cover, setCover] = useState<{ file: File | null; removed: boolean }>({ file: null, removed: false });
  const [coverError, setCoverError] = useState<string | null>(null);
  const [coverProgress, setCoverProgress] = useState<number | null>(null);

  const resolver: Resolver<CampaignFormValues, unknown, TCampaignDraft> = (values, context, options) =>
    (
      zodResolver((modeRef.current === 'publish' ? ZCampaignPublish : ZCampaignDraft) as never) as unknown as Resolver<
        CampaignFormValues,
        unknown,
        TCampaignDraft
      >
    )(toSchemaInput(values) as unknown as CampaignFormValues, context, options);

  const form = useForm<CampaignFormValues, unknown, TCampaignDraft>({
    ...formOptions,
    resolver,
    defaultValues: campaign ? campaignToForm(campaign) : emptyCampaignForm(brands.length === 1 ? brands[0]?.id : ''),
  });
  const { errors } = form.formState;
  const guard = useUnsavedChangesGuard(form.formState.isDirty || cover.file !== null || cover.removed);
  const field = registerClearing(form);
  const err = (name: keyof CampaignFormValues) => errors[name]?.message as string | undefined;

  // One save at a time: a second click before the button turns busy must not create the campaign twice.
  const saveCampaign = useSingleFlight(async (parsed: TCampaignDraft) => {
    try {
      const response = await save.mutateAsync({
        id: campaign?.id,
        values: toRequestBody(parsed, campaign ? 'update' : 'create') as never,
      });
      const id = response.data.id;
      if (cover.file || cover.removed) {
        setCoverProgress(cover.file ? 0 : null);
        try {
          await setCampaignCover({ id, file: cover.file, onUploadProgress: (p) => setCoverProgress(p.fraction) });
        } catch (error) {
          notify.error(
            `The campaign was saved, but not its cover image: ${isApiError(error) ? error.message : 'the upload failed'}. Edit the campaign to try again.`,
            // The form opens the campaign's page next: the news goes with the brand.
            { scope: 'app' },
          );
        } finally {
          setCoverProgress(null);
        }
      }
      notify.success(response.message);
      guard.allowLeave();
      navigate(pathTo(paths.brandCampaign.path, { id }, modeRef.current === 'publish' && isDraft ? { fund: 1 } : undefined));
    } catch (error) {
      const applied = applyServerErrors(error, form, {}, CAMPAIGN_FIELDS);
      if (applied) setBanner(applied.other[0] ?? 'Some fields need your attention. They are marked below.');
      else if (isApiError(error)) {
        // A 409 names the fields a published campaign cannot change.
        for (const [name, messages] of Object.entries(error.errors))
          if ((CAMPAIGN_FIELDS as readonly string[]).includes(name) && messages[0])
            form.setError(name as keyof CampaignFormValues, { type: 'server', message: messages[0] });
        setBanner(error.message);
      } else setBanner('The campaign could not be saved. Try again.');
    }
  });

  const submit = (mode: SubmitMode) => {
    modeRef.current = mode;
    setBanner(null);
    if (coverError) {
      focusFirstError(['cover']);
      return;
    }
    void form.handleSubmit(saveCampaign, (invalid) => {
      requestAnimationFrame(() => focusFirstError(Object.keys(invalid)));
      setBanner(
        mode === 'publish'
          ? 'Fill in every required field before funding. They are marked below.'
          : 'Some fields need your attention. They are marked below.',
      );
    })();
  };

  const today = new Date().toLocaleDateString('en-CA');
  const saving = save.isPending || coverProgress !== null;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit(isDraft ? 'draft' : 'publish');
      }}
    >
      {guard.dialog}
      {banner ? (
        <Alert tone="danger" role="alert">
          {banner}
        </Alert>
      ) : null}

      <Section title="The product" intro="What creators will feature. They see all of this before they take the campaign.">
        {brands.length === 0 ? (
          <Alert tone="warning" title="Add a brand first">
            Every campaign belongs to one of your brands. <Link to={paths.brandManagementAdd.path}>Add a brand</Link>, then come back.
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="brand_id"
            render={({ field: brand }) => (
              <Select
                label="Brand"
                required
                placeholder="Choose a brand"
                options={brands.map((b) => ({ value: b.id, label: b.name }))}
                error={err('brand_id')}
                disabled={locked('brand_id')}
                hint={
                  locked('brand_id') ? (
                    lockedHint('brand_id')
                  ) : (
                    <Link to={paths.brandManagementAdd.path} className="font-medium text-brand hover:underline">
                      Add another brand
                    </Link>
                  )
                }
                name={brand.name}
                ref={brand.ref}
                value={brand.value}
                onBlur={brand.onBlur}
                onChange={(event) => {
                  form.clearErrors('brand_id');
                  brand.onChange(event.target.value);
                }}
              />
            )}
          />
        )}
        <Input
          label="Product name"
          required
          maxLength={CAMPAIGN_LIMITS.productNameMax}
          error={err('product_name')}
          {...field('product_name')}
        />
        <Textarea
          label="Description"
          required
          rows={5}
          maxLength={CAMPAIGN_LIMITS.descriptionMax}
          hint="What the product is, who it is for, and what you want the video to get across."
          error={err('description')}
          {...field('description')}
        />
        <Controller
          control={form.control}
          name="key_features"
          render={({ field: list }) => (
            <ListInput
              label="Key features"
              required
              look="list"
              itemName="feature"
              placeholder="e.g. Waterproof for 12 hours"
              hint={`What creators should mention. Press Enter after each one (up to ${CAMPAIGN_LIMITS.keyFeaturesMax}).`}
              maxItems={CAMPAIGN_LIMITS.keyFeaturesMax}
              maxLength={CAMPAIGN_LIMITS.keyFeatureMax}
              error={err('key_features')}
              value={list.value}
              name={list.name}
              ref={list.ref}
              onBlur={list.onBlur}
              onChange={(next) => {
                form.clearErrors('key_features');
                list.onChange(next);
              }}
            />
          )}
        />
        <ImagePicker
          label="Cover image"
          name="cover"
          shape="wide"
          rules={COVER_RULES}
          hint="Optional. JPEG, PNG or WebP, up to 5 MB. Shown on the campaign card creators browse."
          currentUrl={campaign?.cover_url ?? null}
          file={cover.file}
          removed={cover.removed}
          onChange={setCover}
          error={coverError ?? undefined}
          onError={setCoverError}
        />
        {coverProgress !== null ? <ProgressBar value={coverProgress} label="Uploading the cover image" /> : null}
      </Section>

      <Section title="The content" intro="Where it is posted, what it looks like, and who it is for.">
        <CheckboxGroup legend="Platforms" required columns={3} options={PLATFORM_OPTIONS} error={err('platform')} {...field('platform')} />
        <Input
          label="Video style"
          required
          list="video-style-suggestions"
          maxLength={CAMPAIGN_LIMITS.videoStyleMax}
          hint="Pick a suggestion or write your own, e.g. an unboxing or a short tutorial."
          error={err('video_style')}
          {...field('video_style')}
        />
        <datalist id="video-style-suggestions">
          {VIDEO_STYLE_SUGGESTIONS.map((style) => (
            <option key={style} value={style} />
          ))}
        </datalist>
        <Select
          label="Marketing objective"
          required
          placeholder="Choose an objective"
          options={OBJECTIVE_OPTIONS}
          error={err('marketing_objective')}
          {...field('marketing_objective')}
        />
        <Textarea
          label="Target audience"
          required
          rows={3}
          maxLength={CAMPAIGN_LIMITS.targetAudienceMax}
          hint="Age, interests, cities or languages: whoever you want the video to reach."
          error={err('target_audience')}
          {...field('target_audience')}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field: list }) => (
            <ListInput
              label="Tags"
              itemName="tag"
              placeholder="e.g. skincare"
              hint="Optional. Help creators find the campaign. Separate tags with Enter or a comma."
              maxItems={CAMPAIGN_LIMITS.tagsMax}
              maxLength={CAMPAIGN_LIMITS.tagMax}
              error={err('tags')}
              value={list.value}
              name={list.name}
              ref={list.ref}
              onBlur={list.onBlur}
              onChange={(next) => {
                form.clearErrors('tags');
                list.onChange(next);
              }}
            />
          )}
        />
        <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted px-4 py-3">
          <Checkbox
            label={<span className="font-semibold">{CAMPAIGN_MESSAGES.scriptApprovalLabel}</span>}
            aria-describedby="script-approval-hint"
            error={err('script_approval_required')}
            {...field('script_approval_required')}
          />
          <p id="script-approval-hint" className="pl-7 text-sm text-ink-muted">
            {CAMPAIGN_MESSAGES.scriptApprovalHint}
          </p>
        </div>
      </Section>

      <Section title="Timeline and money" intro="Amounts are in rupees. Fee and GST are shown before you pay, when you fund the campaign.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            type="date"
            label="Start date"
            required
            min={isDraft ? today : undefined}
            error={err('start_date')}
            {...field('start_date')}
            disabled={locked('start_date')}
            hint={lockedHint('start_date')}
          />
          <Input type="date" label="End date" required min={isDraft ? today : undefined} error={err('end_date')} {...field('end_date')} />
        </div>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={CAMPAIGN_LIMITS.budgetMin}
          leading="₹"
          label="Budget"
          required
          hint="The total you fund into escrow. Creators are paid from it only for work you approve; what is left comes back to you."
          error={err('budget')}
          {...field('budget')}
        />
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min={CAMPAIGN_LIMITS.compensationMin}
          leading="₹"
          label="Compensation per creator"
          required
          hint={lockedHint('compensation', 'What a creator is paid when Amplio has no price for them from their audience.')}
          error={err('compensation')}
          {...field('compensation')}
          disabled={locked('compensation')}
        />
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          leading="₹"
          label="Price cap per creator"
          hint={lockedHint('price_cap', 'Optional. The most one creator can be paid, so one large creator cannot take the whole budget.')}
          error={err('price_cap')}
          {...field('price_cap')}
          disabled={locked('price_cap')}
        />
        <UsageRightsField
          registration={field('usage_rights')}
          error={err('usage_rights')}
          required
          disabled={locked('usage_rights')}
          lockedReason={locked('usage_rights') ? CAMPAIGN_MESSAGES.lockedWhenPublishedHint : undefined}
        />
      </Section>

      <Section
        title="Tracked links"
        intro="Optional. Each creator gets a short link to this page for their bio or description, and the report counts its clicks."
      >
        <Input
          type="url"
          inputMode="url"
          label="Destination link"
          placeholder="https://yourshop.com/product"
          hint="Must start with https://. Amplio adds utm_source=amplio and the creator's username, so your analytics see where visits came from."
          error={err('destination_url')}
          {...field('destination_url')}
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link
          to={campaign ? pathTo(paths.brandCampaign.path, { id: campaign.id }) : paths.brandCampaigns.path}
          className={buttonStyles({ variant: 'ghost' })}
        >
          Cancel
        </Link>
        {isDraft ? (
          <>
            <Button type="submit" variant="secondary" loading={saving && modeRef.current === 'draft'} disabled={saving}>
              Save draft
            </Button>
            <Button loading={saving && modeRef.current === 'publish'} disabled={saving} onClick={() => submit('publish')}>
              Save and fund
            </Button>
          </>
        ) : (
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        )}
      </div>
    </form>
  );
}
