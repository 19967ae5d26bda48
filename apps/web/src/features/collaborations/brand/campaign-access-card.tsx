import { CAMPAIGN_ACCESS_MODES, COLLABORATION_LIMITS, type TCampaignAccess } from '@amplio/shared/schemas/collaborations';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ChoiceFieldset, choiceCardClass } from '../../../components/ui/choice-fieldset';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { reasonOf } from '../../creator-lists/components/save-to-list-dialog';
import { useSetCampaignAccess } from '../api/collaborations';
import { ACCESS_MODE_LABELS } from './creator-groups';

function slotsLine({ max_creators, slots_taken }: TCampaignAccess): string {
  if (max_creators === null) return `${slots_taken} creator${slots_taken === 1 ? '' : 's'} working, no limit`;
  return `${slots_taken} of ${max_creators} slots taken`;
}

interface CampaignAccessCardProps {
  campaignId: string;
  access: TCampaignAccess;
  /** Why the access cannot change any more (the campaign has ended), or null while it can. */
  lockedReason: string | null;
}

/** Who may work on the campaign (open, approval, invite only) and how many creators it needs. */
export function CampaignAccessCard({ campaignId, access, lockedReason }: CampaignAccessCardProps) {
  const save = useSetCampaignAccess();
  const [mode, setMode] = useState(access.access_mode);
  const [max, setMax] = useState(access.max_creators === null ? '' : String(access.max_creators));
  const [error, setError] = useState<{ field: 'access_mode' | 'max_creators' | null; message: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || lockedReason) return;
    setError(null);
    const maxCreators = max.trim() === '' ? null : Number(max);
    save.mutate(
      { campaignId, body: { access_mode: mode, max_creators: maxCreators } },
      {
        onSuccess: () => notify.success(`Saved: ${ACCESS_MODE_LABELS[mode].label.toLowerCase()} access.`),
        onError: (err) => {
          const fields = isApiError(err) ? err.errors : {};
          const field = fields.max_creators?.[0] ? 'max_creators' : fields.access_mode?.[0] ? 'access_mode' : null;
          setError({ field, message: field ? (fields[field]?.[0] ?? reasonOf(err)) : reasonOf(err) });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader title="Who can work on it" description={<span className="tabular">{slotsLine(access)}</span>} />
      <form onSubmit={submit} aria-label="Campaign access" className="flex max-w-form flex-col gap-4">
        {error && error.field === null ? (
          <Alert tone="danger" title="Not saved">
            {error.message}
          </Alert>
        ) : null}
        <ChoiceFieldset legend="Access" hintPlacement="after" error={error?.field === 'access_mode' ? error.message : undefined}>
          <div className="flex flex-col gap-2">
            {CAMPAIGN_ACCESS_MODES.map((value) => (
              <label key={value} className={choiceCardClass({ invalid: error?.field === 'access_mode', className: 'items-start py-3' })}>
                <input
                  type="radio"
                  name="access_mode"
                  value={value}
                  checked={mode === value}
                  disabled={Boolean(lockedReason)}
                  onChange={() => setMode(value)}
                  className="mt-1 size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
                />
                <span className="flex flex-col">
                  <span className="font-semibold">{ACCESS_MODE_LABELS[value].label}</span>
                  <span className="text-sm text-ink-muted">{ACCESS_MODE_LABELS[value].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <Input
          label="Creators needed"
          name="max_creators"
          type="number"
          inputMode="numeric"
          min={1}
          max={COLLABORATION_LIMITS.maxCreatorsMax}
          step={1}
          placeholder="No limit"
          hint="Leave it empty for no limit. Once this many creators work on it, no one else can start."
          value={max}
          disabled={Boolean(lockedReason)}
          error={error?.field === 'max_creators' ? error.message : undefined}
          onChange={(event) => setMax(event.target.value)}
          fieldClassName="sm:max-w-60"
        />
        <div className="flex flex-col items-start gap-2">
          <Button type="submit" loading={save.isPending} loadingLabel="Saving" disabled={Boolean(lockedReason)}>
            Save access
          </Button>
          {lockedReason ? <p className="text-sm text-ink-muted">{lockedReason}</p> : null}
        </div>
      </form>
    </Card>
  );
}
