import { AUDIENCE_SIZES, CONTENT_TYPES, CREATOR_CATEGORIES } from '@amplio/shared/constants/creator-options';
import { Camera, FileText, type LucideIcon, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { CreatorWizard } from '../hooks/use-creator-wizard';

const CONTENT_ICONS: Record<(typeof CONTENT_TYPES)[number]['icon'], LucideIcon> = { video: Video, camera: Camera, 'file-text': FileText };

const groupError = (id: string, message: string | undefined) =>
  message ? (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;

/** Spec 2 §2.6: categories, the content type cards, the audience size and the terms. */
export function StepPreferences({ wizard }: { wizard: CreatorWizard }) {
  const { form, field } = wizard;
  const { errors } = form.formState;
  const categories = field('selectedCategories');
  const contentType = field('contentType');
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2.5" aria-describedby={errors.selectedCategories ? 'categories-error' : undefined}>
        <legend className="mb-2.5 text-sm font-medium text-ink">
          Content categories
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
          <span className="ml-2 font-normal text-ink-muted">Choose all that fit</span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {CREATOR_CATEGORIES.map((c) => (
            <label
              key={c.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-control border bg-surface px-3 py-2 text-sm leading-tight text-ink transition-colors sm:gap-2.5 sm:px-3.5 sm:text-[15px]',
                'hover:border-ink-subtle has-checked:border-brand has-checked:bg-brand-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-brand',
                errors.selectedCategories ? 'border-danger' : 'border-border',
              )}
            >
              <input
                type="checkbox"
                value={c.value}
                className="size-[18px] shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
                {...categories}
              />
              {c.label}
            </label>
          ))}
        </div>
        {groupError('categories-error', errors.selectedCategories?.message)}
      </fieldset>

      <fieldset className="flex flex-col gap-2.5" aria-describedby={errors.contentType ? 'content-type-error' : undefined}>
        <legend className="mb-2.5 text-sm font-medium text-ink">
          Primary content type
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {CONTENT_TYPES.map((t) => {
            const Icon = CONTENT_ICONS[t.icon];
            return (
              <label
                key={t.value}
                className={cn(
                  'group relative flex cursor-pointer items-center gap-3 rounded-card border bg-surface p-4 transition-colors sm:flex-col sm:items-start sm:gap-2',
                  'hover:border-brand/40 has-checked:border-brand has-checked:bg-brand-soft/50 has-checked:shadow-[0_0_0_1px_var(--color-brand)]',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
                  errors.contentType ? 'border-danger' : 'border-border',
                )}
              >
                <input type="radio" value={t.value} className="sr-only" {...contentType} />
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand group-has-checked:bg-brand group-has-checked:text-white">
                  <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </span>
                <span className="flex flex-col">
                  <span className="text-[15px] font-semibold text-ink">{t.name}</span>
                  <span className="text-sm text-ink-muted">{t.description}</span>
                </span>
              </label>
            );
          })}
        </div>
        {groupError('content-type-error', errors.contentType?.message)}
      </fieldset>

      <Select
        label="Audience size"
        required
        placeholder="Select your audience size"
        options={AUDIENCE_SIZES}
        hint="Your total following across platforms."
        error={errors.audienceSize?.message}
        {...field('audienceSize')}
      />

      <Checkbox
        required
        label={
          <>
            I agree to the{' '}
            <Link
              to={paths.terms.path}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand underline hover:text-brand-hover"
            >
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link
              to={paths.privacy.path}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand underline hover:text-brand-hover"
            >
              Privacy Policy
            </Link>
          </>
        }
        error={errors.termsAccepted?.message}
        {...field('termsAccepted')}
      />
    </div>
  );
}
