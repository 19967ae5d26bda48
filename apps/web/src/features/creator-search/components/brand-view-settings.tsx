import { LANGUAGES } from '@amplio/shared/constants/languages';
import {
  CREATOR_BRAND_VIEW_LIMITS as L,
  type TCreatorBrandViewResponse,
  type TUpdateCreatorBrandViewRequest,
} from '@amplio/shared/schemas/creator-brand-view';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useCreatorBrandView, useSaveCreatorBrandView } from '../api/creator-brand-view';
import { CreatorIdentity, CreatorPlatforms, CreatorPortfolio, CreatorTrackRecord } from './creator-page-sections';
import { PortfolioEditor } from './portfolio-editor';

type BrandView = TCreatorBrandViewResponse['data'];

function SettingsForm({ view }: { view: BrandView }) {
  const save = useSaveCreatorBrandView();
  const [open, setOpen] = useState(view.settings.open_to_invitations);
  const [languages, setLanguages] = useState<string[]>(view.settings.extra_languages);
  const preferred = view.preview.languages[0];
  const choices = LANGUAGES.filter((language) => language !== preferred && !languages.includes(language)).map((language) => ({
    value: language,
    label: language,
  }));
  const full = languages.length >= L.extraLanguagesMax;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The choices come from LANGUAGES, and the server checks them again.
    save.mutate({ open_to_invitations: open, extra_languages: languages as TUpdateCreatorBrandViewRequest['extra_languages'] });
  };
  const failure = save.error
    ? isApiError(save.error)
      ? (save.error.firstFieldError() ?? save.error.message)
      : 'Not saved: check your connection and try again.'
    : null;

  return (
    <form onSubmit={submit} aria-label="How brands find you" className="flex flex-col gap-5">
      <Checkbox
        label="Open to invitations: brands can find me in search and open my page"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
      />
      <div className="flex flex-col gap-2">
        <Select
          label="Other languages I make content in"
          hint={
            full
              ? `That is ${L.extraLanguagesMax}, the most you can add.`
              : `Besides ${preferred ?? 'your preferred language'}; up to ${L.extraLanguagesMax}.`
          }
          placeholder="Add a language"
          options={choices}
          value=""
          disabled={full}
          onChange={(event) => event.target.value && setLanguages((list) => [...list, event.target.value])}
        />
        {languages.length ? (
          <ul aria-label="Other languages" className="flex flex-wrap gap-2">
            {languages.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  onClick={() => setLanguages((list) => list.filter((l) => l !== language))}
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted px-3 py-1 text-sm text-ink hover:border-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {language}
                  <X className="size-3.5" strokeWidth={2} aria-hidden="true" />
                  <span className="sr-only">(remove)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {failure ? (
        <Alert tone="danger" title="Not saved">
          {failure}
        </Alert>
      ) : save.isSuccess && !save.isPending ? (
        <Alert tone="success" title={save.data.message ?? 'Saved.'}>
          {open ? 'You are in brands’ search.' : 'You are out of brands’ search until you switch this back on.'}
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" loading={save.isPending} loadingLabel="Saving">
        Save
      </Button>
    </form>
  );
}

/** Issue 23 §2: the creator decides whether brands find them, adds languages, and sees their page as brands do. */
export function BrandViewSettings() {
  const view = useCreatorBrandView();
  let body: React.ReactNode;
  if (view.isPending) body = <Skeleton className="h-40" />;
  else if (view.isError)
    body = <ErrorState what="how brands see you" error={view.error} onRetry={() => view.refetch()} retrying={view.isFetching} />;
  else {
    const data = view.data.data;
    body = (
      <div className="flex flex-col gap-6">
        <SettingsForm view={data} />
        <PortfolioEditor />
        <details className="rounded-card border border-border bg-surface-muted p-4">
          <summary className="cursor-pointer rounded-control font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            Preview your page as brands see it
          </summary>
          <div className="mt-4 flex flex-col gap-4">
            <CreatorIdentity creator={data.preview} />
            <div className="grid gap-4 lg:grid-cols-2">
              <CreatorPlatforms creator={data.preview} />
              <CreatorTrackRecord creator={data.preview} />
            </div>
            <CreatorPortfolio creator={data.preview} />
          </div>
        </details>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader
        title="How brands find you"
        description="Brands search creators by topic, place, language and numbers, then open your page to invite you."
      />
      {body}
    </Card>
  );
}
