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
import { draftOf, type RequirementErrors, RequirementsFieldset, requirementFieldOf, requirementsOf } from './requirements-fieldset';

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

type AccessField = 'access_mode' | 'max_creators';

interface CardErrors {
  fields: Partial<Record<AccessField, string>> & RequirementErrors;
  /** For the card's alert: what no field shows. */
  alert: string | null;
}

/** A 422's field errors under their fields (`requirements.categories.0` under the categories); the rest in the alert. */
function errorsOf(err: unknown): CardErrors {
  const fields: CardErrors['fields'] = {};
  let unplaced: string | null = null;
  for (const [key, messages] of Object.entries(isApiError(err) ? err.errors : {})) {
    const message = messages[0];
    if (!message) continue;
    const field: AccessField | ReturnType<typeof requirementFieldOf> =
      key === 'access_mode' || key === 'max_creators' ? key : requirementFieldOf(key);
    if (field) fields[field] ??= message;
    else unplaced ??= message;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, alert: unplaced ?? (placed ? null : reasonOf(err)) };
}

/** Who may work on the campaign (open, approval, invite only), how many creators it needs and who it is for. */
export function CampaignAccessCard({ campaignId, access, lockedReason }: CampaignAccessCardProps) {
  const save = useSetCampaignAccess();
  const [mode, setMode] = useState(access.access_mode);
  const [max, setMax] = useState(access.max_creators === null ? '' : String(access.max_creators));
  const [requirements, setRequirements] = useState(() => draftOf(access.requirements));
  const [errors, setErrors] = useState<CardErrors>({ fields: {}, alert: null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || lockedReason) return;
    const checked = requirementsOf(requirements);
    if (!checked.ok) {
      setErrors({ fields: checked.errors, alert: null });
      return;
    }
    setErrors({ fields: {}, alert: null });
    const maxCreators = max.trim() === '' ? null : Number(max);
    save.mutate(
      { campaignId, body: { access_mode: mode, max_creators: maxCreators, requirements: checked.value } },
      {
        onSuccess: () => notify.success(`Saved: ${ACCESS_MODE_LABELS[mode].label.toLowerCase()} access.`),
        onError: (err) => setErrors(errorsOf(err)),
      },
    );
  };
  const fieldErrors = errors.fields;

  return (
    <Card>
      <CardHeader title="Who can work on it" description={<span className="tabular">{slotsLine(access)}</span>} />
      <form onSubmit={submit} aria-label="Campaign access" className="flex max-w-form flex-col gap-4">
        {errors.alert ? (
          <Alert tone="danger" title="Not saved">
            {errors.alert}
          </Alert>
        ) : null}
        <ChoiceFieldset legend="Access" hintPlacement="after" error={fieldErrors.access_mode}>
          <div className="flex flex-col gap-2">
            {CAMPAIGN_ACCESS_MODES.map((value) => (
              <label key={value} className={choiceCardClass({ invalid: Boolean(fieldErrors.access_mode), className: 'items-start py-3' })}>
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
          error={fieldErrors.max_creators}
          onChange={(event) => setMax(event.target.value)}
          fieldClassName="sm:max-w-60"
        />
        <RequirementsFieldset draft={requirements} onChange={setRequirements} errors={fieldErrors} disabled={Boolean(lockedReason)} />
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
