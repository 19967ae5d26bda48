import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { COLLABORATION_LIMITS, type TInviteListResponse } from '@amplio/shared/schemas/collaborations';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCampaigns } from '../../campaigns/api/get-campaigns';
import { campaignName } from '../../campaigns/campaign-labels';
import { reasonOf } from '../../creator-lists/components/save-to-list-dialog';
import { platformLabel } from '../../creator-search/creator-labels';
import { useInviteList } from '../api/collaborations';
import { InvitationMessageField } from './invitation-message-field';

type Invite = ReturnType<typeof useInviteList>;
type Errors = Partial<Record<'platform' | 'message' | 'form', string>>;

interface InviteListDialogProps {
  list: { id: string; name: string };
  /** The list's creators, to name the ones who were skipped. */
  creators: readonly { id: string; name: string }[];
}

/** The brand's campaigns that can take invitations: upcoming and running ones (the first page of each). */
function useInvitableCampaigns() {
  const active = useCampaigns({ status: 'active' });
  const upcoming = useCampaigns({ status: 'upcoming' });
  return {
    campaigns: [...(active.data?.data ?? []), ...(upcoming.data?.data ?? [])],
    isPending: active.isPending || upcoming.isPending,
    error: active.error ?? upcoming.error,
  };
}

interface InviteListFormProps {
  listId: string;
  formId: string;
  invite: Invite;
  campaigns: TCampaign[];
  onDone: (result: TInviteListResponse) => void;
}

function InviteListForm({ listId, formId, invite, campaigns, onDone }: InviteListFormProps) {
  const [campaignId, setCampaignId] = useState(campaigns[0]?.id ?? '');
  const [platform, setPlatform] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const campaign = campaigns.find((c) => c.id === campaignId) ?? campaigns[0];
  const platforms = campaign?.platform ?? [];
  const chosenPlatform = platforms.find((p) => p === platform) ?? platforms[0] ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending || !campaign) return;
    setErrors({});
    invite.mutate(
      {
        campaignId: campaign.id,
        body: { list_id: listId, platform: chosenPlatform as CampaignPlatform, message: message.trim() || null },
      },
      {
        onSuccess: onDone,
        onError: (err) => {
          const fields = isApiError(err) ? err.errors : {};
          setErrors(
            fields.platform?.[0] || fields.message?.[0]
              ? { platform: fields.platform?.[0], message: fields.message?.[0] }
              : { form: reasonOf(err) },
          );
        },
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} className="flex flex-col gap-4">
      {errors.form ? (
        <Alert tone="danger" title="Not sent">
          {errors.form}
        </Alert>
      ) : null}
      <Select
        label="Campaign"
        name="campaign"
        options={campaigns.map((c) => ({ value: c.id, label: campaignName(c) }))}
        value={campaign?.id ?? ''}
        onChange={(event) => setCampaignId(event.target.value)}
      />
      <Select
        label="Platform"
        name="platform"
        options={platforms.map((p) => ({ value: p, label: platformLabel(p) }))}
        value={chosenPlatform}
        error={errors.platform}
        onChange={(event) => setPlatform(event.target.value)}
      />
      <InvitationMessageField value={message} onChange={setMessage} error={errors.message} />
    </form>
  );
}

function InviteListResult({ result, creators }: { result: TInviteListResponse; creators: InviteListDialogProps['creators'] }) {
  const nameOf = (id: string) => creators.find((c) => c.id === id)?.name ?? 'A creator';
  return (
    <div className="flex flex-col gap-4">
      <Alert tone={result.invited > 0 ? 'success' : 'warning'}>{result.message}</Alert>
      {result.skipped.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">Not invited</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {result.skipped.map((skip) => (
              <li key={skip.creator_id}>
                <span className="font-semibold text-ink">{nameOf(skip.creator_id)}:</span>{' '}
                <span className="text-ink-muted">{skip.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The open dialog: loads the campaigns, then the form, then what came of it. */
function InviteListContent({ list, creators, invite }: InviteListDialogProps & { invite: Invite }) {
  const { campaigns, isPending, error } = useInvitableCampaigns();
  const [result, setResult] = useState<TInviteListResponse | null>(null);
  const formId = useId();
  const canSend = !result && campaigns.length > 0;

  let body: ReactNode;
  if (result) body = <InviteListResult result={result} creators={creators} />;
  else if (isPending) body = <Skeleton className="h-40" />;
  else if (error)
    body = (
      <Alert tone="danger" title="We could not load your campaigns.">
        {reasonOf(error)}
      </Alert>
    );
  else if (campaigns.length === 0)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-ink-muted">You have no upcoming or running campaign to invite creators to.</p>
        <Link to={paths.brandCampaignCreate.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          Create a campaign
        </Link>
      </div>
    );
  else body = <InviteListForm listId={list.id} formId={formId} invite={invite} campaigns={campaigns} onDone={setResult} />;

  return (
    <DialogContent
      title={`Invite “${list.name}”`}
      description={
        result ? null : `Each creator on the list is invited at their own price, and has ${COLLABORATION_LIMITS.expiryDays} days to answer.`
      }
      footer={
        canSend ? (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={invite.isPending} loadingLabel="Sending the invitations">
              Send invitations
            </Button>
          </>
        ) : (
          <DialogClose asChild>
            <Button variant={result ? 'primary' : 'secondary'}>{result ? 'Done' : 'Close'}</Button>
          </DialogClose>
        )
      }
    >
      {body}
    </DialogContent>
  );
}

/** "Invite this list to a campaign": everyone on a saved list, each at their own price, with who was skipped and why. */
export function InviteListDialog({ list, creators }: InviteListDialogProps) {
  const [open, setOpen] = useState(false);
  const invite = useInviteList();
  return (
    <Dialog open={open} onOpenChange={(next) => (invite.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Send className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Invite this list to a campaign
        </Button>
      </DialogTrigger>
      {open ? <InviteListContent list={list} creators={creators} invite={invite} /> : null}
    </Dialog>
  );
}
