import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES } from '@amplio/shared/schemas/collaborations';
import type { TCreatorProfileForBrand } from '@amplio/shared/schemas/creator-search';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { reasonOf } from '../../creator-lists/components/save-to-list-dialog';
import { platformLabel } from '../../creator-search/creator-labels';
import { useInviteCreator } from '../api/collaborations';
import { InvitationMessageField } from './invitation-message-field';

type Creator = Pick<TCreatorProfileForBrand, 'id' | 'name' | 'prices'>;
type Invite = ReturnType<typeof useInviteCreator>;
type Errors = Partial<Record<'platform' | 'price' | 'message' | 'form', string>>;

/** The form inside the open dialog: mounted afresh each time it opens, so it starts empty. */
function InviteForm({ creator, formId, invite, onSent }: { creator: Creator; formId: string; invite: Invite; onSent: () => void }) {
  const campaigns = [...new Map(creator.prices.map((p) => [p.campaign_id, p.campaign_name])).entries()];
  const [campaignId, setCampaignId] = useState(campaigns[0]?.[0] ?? '');
  const platforms = creator.prices.filter((p) => p.campaign_id === campaignId);
  const [platform, setPlatform] = useState(platforms[0]?.platform ?? '');
  const chosen = platforms.find((p) => p.platform === platform) ?? platforms[0];
  // The lowest whole-rupee offer the server takes.
  const computed = Math.ceil(chosen?.dynamic_price ?? 0);
  const [offer, setOffer] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending || !chosen) return;
    const price = offer.trim() === '' ? null : Number(offer);
    if (price !== null && (!Number.isInteger(price) || price < computed)) {
      setErrors({
        price: Number.isInteger(price) ? COLLABORATION_MESSAGES.priceBelowComputed(computed) : COLLABORATION_MESSAGES.priceInvalid,
      });
      return;
    }
    setErrors({});
    invite.mutate(
      {
        campaignId,
        body: { creator_id: creator.id, platform: chosen.platform as CampaignPlatform, message: message.trim() || null, price },
      },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onSent();
        },
        onError: (err) => {
          const fields = isApiError(err) ? err.errors : {};
          const field = fields.price?.[0] ?? fields.message?.[0] ?? fields.platform?.[0];
          setErrors(
            field ? { price: fields.price?.[0], message: fields.message?.[0], platform: fields.platform?.[0] } : { form: reasonOf(err) },
          );
        },
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {errors.form ? (
        <Alert tone="danger" title="Not sent">
          {errors.form}
        </Alert>
      ) : null}
      <Select
        label="Campaign"
        name="campaign"
        options={campaigns.map(([value, label]) => ({ value, label }))}
        value={campaignId}
        onChange={(event) => {
          setCampaignId(event.target.value);
          setPlatform(creator.prices.find((p) => p.campaign_id === event.target.value)?.platform ?? '');
        }}
      />
      <Select
        label="Platform"
        name="platform"
        options={platforms.map((p) => ({ value: p.platform, label: platformLabel(p.platform) }))}
        value={chosen?.platform ?? ''}
        error={errors.platform}
        onChange={(event) => setPlatform(event.target.value)}
      />
      <p className="flex flex-wrap items-baseline justify-between gap-2 rounded-control bg-surface-muted px-3.5 py-2.5 text-sm text-ink-muted">
        {creator.name}’s price <span className="tabular text-lg font-semibold text-ink">{formatRupees(chosen?.dynamic_price)}</span>
      </p>
      <Input
        label="Offer more (optional)"
        name="price"
        type="number"
        inputMode="numeric"
        min={computed}
        step={1}
        leading="₹"
        placeholder={String(computed)}
        hint="In whole rupees. Leave it empty to offer their price. This is held from escrow once they accept."
        value={offer}
        error={errors.price}
        onChange={(event) => setOffer(event.target.value)}
      />
      <InvitationMessageField
        value={message}
        onChange={setMessage}
        error={errors.message}
        placeholder="Why you would like to work with them"
      />
    </form>
  );
}

/** "Invite to a campaign" on a creator's page: one of the brand's running campaigns, a platform, the price and a note. */
export function InviteDialog({ creator }: { creator: Creator }) {
  const [open, setOpen] = useState(false);
  const invite = useInviteCreator();
  const formId = useId();
  const none = creator.prices.length === 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (invite.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Send className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Invite to a campaign
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Invite ${creator.name}`}
        description={
          none
            ? null
            : `They have ${COLLABORATION_LIMITS.expiryDays} days to answer. If they accept, their price is held from the campaign’s escrow.`
        }
        footer={
          none ? (
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" form={formId} loading={invite.isPending} loadingLabel="Sending the invitation">
                Send invitation
              </Button>
            </>
          )
        }
      >
        {none ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-ink-muted">
              You have no running campaign on a platform {creator.name} posts on. Create one, fund it, and invite them once it is live.
            </p>
            <Link to={paths.brandCampaignCreate.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              Create a campaign
            </Link>
          </div>
        ) : (
          <InviteForm creator={creator} formId={formId} invite={invite} onSent={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
