import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { platformLabel } from '../../campaigns/campaign-labels';
import { useApplyToCampaign } from '../../collaborations/api/collaborations';
import { answerErrorMessage } from '../../collaborations/creator/answer-error';

const MAX = COLLABORATION_LIMITS.pitchMax;
type Platform = TDiscoveredCampaign['platform'][number];

/** The platform the creator is best paid on among the campaign's, else the campaign's first. */
function firstChoice(campaign: TDiscoveredCampaign): Platform | '' {
  const best = campaign.my_prices.find((price) => campaign.platform.includes(price.platform));
  return best?.platform ?? campaign.platform[0] ?? '';
}

interface Errors {
  platform?: string;
  pitch?: string;
  form?: string;
}

function errorsOf(error: unknown): Errors {
  if (isApiError(error) && error.status === 422) {
    const platform = error.errors.platform?.[0];
    const pitch = error.errors.pitch?.[0];
    if (platform || pitch) return { platform, pitch };
  }
  return { form: answerErrorMessage(error) };
}

/** An approval campaign: the creator applies with a platform and a short pitch; the brand accepts or declines. */
export function ApplyForm({ campaign, onApplied }: { campaign: TDiscoveredCampaign; onApplied: () => void }) {
  const apply = useApplyToCampaign();
  const [platform, setPlatform] = useState<Platform | ''>(() => firstChoice(campaign));
  const [pitch, setPitch] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const headingId = useId();
  // Set in the submit itself: a second press before React re-renders must not send the application twice.
  const sending = useRef(false);
  const price = campaign.my_prices.find((p) => p.platform === platform);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!platform) {
      setErrors({ platform: 'Pick one of the campaign’s platforms.' });
      return;
    }
    setErrors({});
    sending.current = true;
    const trimmed = pitch.trim();
    apply.mutate(
      { campaignId: campaign.id, body: { platform, pitch: trimmed === '' ? null : trimmed } },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: (response) => {
          notify.success(response.message);
          onApplied();
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          Apply to join
        </h3>
        <p className="text-sm text-ink-muted">
          This brand picks its creators. Send a short pitch; if they accept, your fee is held for you and you write the script.
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-labelledby={headingId}>
        <Select
          label="Platform"
          required
          value={platform}
          onChange={(event) => setPlatform(event.target.value as Platform)}
          options={campaign.platform.map((p) => ({ value: p, label: platformLabel(p) }))}
          hint={price ? `Your price on ${platformLabel(price.platform)}: ${formatRupees(price.dynamic_price)}` : undefined}
          error={errors.platform}
        />
        <Textarea
          label="Your pitch"
          value={pitch}
          maxLength={MAX}
          rows={5}
          onChange={(event) => setPitch(event.target.value)}
          placeholder="Who watches you, and the video you would make for this product."
          counter
          error={errors.pitch}
        />
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={apply.isPending}>
            Send application
          </Button>
        </div>
      </form>
    </section>
  );
}
