import { generateScript } from '@amplio/shared/domain/script-template';
import { DISCOVERY_MESSAGES, type TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import { SCRIPT_LIMITS, SCRIPT_MESSAGES as M, type TScript } from '@amplio/shared/schemas/scripts';
import { Copy, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useSaveScript } from '../api/save-script';
import { useScriptCampaign } from '../api/get-script-campaign';
import { useMyCollaborations } from '../../collaborations/api/collaborations';
import { COLLABORATION_MESSAGES } from '@amplio/shared/schemas/collaborations';

/** Spec 3 §9: the copy toast shows for 2 s. */
const COPY_TOAST_MS = 2000;

const newKey = () => crypto.randomUUID();
const reasonOf = (error: unknown) =>
  isApiError(error) ? (error.firstFieldError() ?? error.message) : error instanceof Error ? error.message : 'unknown error';

interface ScriptWriterProps {
  campaigns: TDiscoveredCampaign[];
  scripts: TScript[];
  initial: { brandId?: string; campaignId?: string; productName?: string; script?: string };
}

/**
 * Spec 3 §4 "Script generation flow": choose a brand, then a campaign, Generate Script (the template in a dialog
 * with Copy Script and OK), edit, save; the button then reads Submit Script and leads to content submission.
 */
export function ScriptWriter({ campaigns, scripts, initial }: ScriptWriterProps) {
  const navigate = useNavigate();
  const save = useSaveScript();
  const initialCampaign =
    campaigns.find((c) => c.id === initial.campaignId) ??
    campaigns.find((c) => c.brand_id === initial.brandId && c.product_name === initial.productName);
  const [brandId, setBrandId] = useState(initialCampaign?.brand_id ?? initial.brandId ?? '');
  const [campaignId, setCampaignId] = useState(initialCampaign?.id ?? '');
  // The pickers list only discovery's first pages: a campaign named further down is looked up on its own by its id,
  // then offered and chosen.
  const namedId = initial.campaignId && !initialCampaign ? initial.campaignId : null;
  const lookup = useScriptCampaign(namedId);
  const named = lookup.data ?? null;
  const [adopted, setAdopted] = useState<string | null>(null);
  if (named && adopted !== named.id) {
    setAdopted(named.id);
    // Unless the creator has chosen something else meanwhile.
    if (!campaignId && (!brandId || brandId === named.brand_id)) {
      setBrandId(named.brand_id);
      setCampaignId(named.id);
    }
  }
  const choices = useMemo(
    () => (named && !campaigns.some((c) => c.id === named.id) ? [...campaigns, named] : campaigns),
    [campaigns, named],
  );
  const findingNamed = lookup.isFetching && !campaignId;
  // A campaign the creator may not work on (invite-only without an invitation): the server says why (403).
  const refusedMessage = isApiError(lookup.error) && lookup.error.status === 403 ? lookup.error.message : null;
  const namedClosed = namedId !== null && lookup.isSuccess && named === null && !scripts.some((s) => s.campaign_id === namedId);
  const [draft, setDraft] = useState(initial.script ?? '');
  const [generated, setGenerated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<TScript | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const brands = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of choices) if (!seen.has(c.brand_id)) seen.set(c.brand_id, c.brand_name ?? 'Brand');
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [choices]);
  const brandCampaigns = choices.filter((c) => c.brand_id === brandId);
  const campaign = choices.find((c) => c.id === campaignId);
  // Only an open script blocks a new one (the server's rule): a completed, abandoned or closed one leaves room.
  const existing = scripts.find((s) => s.campaign_id === campaignId && s.closed_reason === null);
  // Three rejections close the campaign to the creator (the server refuses a new script too).
  const rejectedOut = !existing && scripts.some((s) => s.campaign_id === campaignId && s.closed_reason === 'rejected');
  // An accepted invitation or application holds its price: saving the script keeps exactly that.
  const collaborations = useMyCollaborations();
  const held = collaborations.data?.data.find((c) => c.campaign_id === campaignId && c.status === 'accepted' && c.script_id === null);
  const price = held ? held.price : campaign ? (campaign.my_prices[0]?.dynamic_price ?? campaign.compensation) : null;

  const restart = () => {
    setSaved(null);
    setError(null);
    setIdempotencyKey(newKey());
  };

  function onGenerate() {
    setError(null);
    if (!campaignId) return setError(M.selectCampaign);
    if (!campaign) return setError(M.invalidCampaign);
    try {
      const script = generateScript({
        productName: campaign.product_name,
        objective: campaign.marketing_objective,
        keyFeatures: campaign.key_features,
        brandName: campaign.brand_name,
        brief: [campaign.video_style, campaign.description],
      });
      setGenerated(script.text);
    } catch (err) {
      setError(M.generateFailed(reasonOf(err)));
    }
  }

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(generated ?? '');
      toast.success(M.copied, { duration: COPY_TOAST_MS });
    } catch {
      notify.error(M.copyFailed);
    }
  }

  function onSave() {
    setError(null);
    if (!campaign) return setError(campaignId ? M.invalidCampaign : M.selectCampaign);
    if (!draft.trim()) return setError(M.generateFirst);
    save.mutate(
      {
        idempotencyKey,
        values: {
          brand_id: campaign.brand_id,
          campaign_id: campaign.id,
          script: draft,
          dynamic_price: price ?? undefined,
          title: `${campaign.product_name} script`,
        },
      },
      {
        onSuccess: (response) => {
          setSaved(response.data);
          if (response.price_adjusted) notify.info(response.message);
          else notify.success(response.message);
        },
        onError: (err) => {
          setError(M.saveFailed(reasonOf(err)));
          setIdempotencyKey(newKey());
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Brand"
          placeholder="Choose a brand"
          options={brands}
          value={brandId}
          disabled={Boolean(saved)}
          onChange={(e) => {
            setBrandId(e.target.value);
            setCampaignId('');
            setGenerated(null);
            restart();
          }}
        />
        <Select
          label="Campaign"
          placeholder={findingNamed ? 'Finding your campaign…' : brandId ? 'Choose a campaign' : 'Choose a brand first'}
          options={brandCampaigns.map((c) => ({ value: c.id, label: c.product_name }))}
          value={campaignId}
          disabled={!brandId || Boolean(saved)}
          onChange={(e) => {
            setCampaignId(e.target.value);
            restart();
          }}
          hint={
            campaign && price !== null
              ? held
                ? `Your price: ${formatRupees(price)}, held for you since you were accepted.`
                : `Your price: ${formatRupees(price)}. Saving reserves it for you.`
              : undefined
          }
        />
      </div>

      {namedClosed && !campaignId ? <Alert tone="info" title={DISCOVERY_MESSAGES.notFound} /> : null}
      {refusedMessage && !campaignId ? (
        <Alert tone="info" title={refusedMessage}>
          <p>
            {refusedMessage === COLLABORATION_MESSAGES.inviteOnly
              ? 'Brands invite creators to these campaigns. Invitations you receive are under Invitations.'
              : 'If your numbers have grown, update them on your profile. Otherwise choose another campaign.'}
          </p>
        </Alert>
      ) : null}
      {existing && !saved ? (
        <Alert tone="info" title="You already have a script for this campaign">
          <p>It is shown under Current script. Choose another campaign to write a new one.</p>
        </Alert>
      ) : null}
      {rejectedOut && !saved ? (
        <Alert tone="info" title="This campaign is closed to you">
          <p>{M.rejectedOut}</p>
        </Alert>
      ) : null}

      {draft || saved ? (
        <Textarea
          label="Your script"
          hint="Make it yours: change anything, keep the timings."
          rows={14}
          value={draft}
          maxLength={SCRIPT_LIMITS.scriptMax}
          readOnly={Boolean(saved)}
          onChange={(e) => {
            setDraft(e.target.value);
            setIdempotencyKey(newKey());
          }}
        />
      ) : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="script-error">
          {error}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {saved ? (
          <Button
            onClick={() => {
              // The saved script is the current one on the campaign's submission page; the writer starts over (the
              // page may be this very one, so it is not always mounted anew).
              setDraft('');
              restart();
              navigate(paths.creatorCampaignSubmit.path.replace(':campaignId', encodeURIComponent(saved.campaign_id)));
            }}
          >
            Submit Script
          </Button>
        ) : existing || rejectedOut ? null : (
          <>
            <Button
              variant={draft ? 'secondary' : 'primary'}
              leadingIcon={<Sparkles aria-hidden className="size-4" />}
              onClick={onGenerate}
              loading={findingNamed}
              loadingLabel="Finding your campaign"
            >
              Generate Script
            </Button>
            {draft ? (
              <Button onClick={onSave} loading={save.isPending} loadingLabel="Saving script">
                Save Script
              </Button>
            ) : null}
          </>
        )}
      </div>

      <Dialog open={generated !== null} onOpenChange={(open) => !open && setGenerated(null)}>
        {generated !== null ? (
          <DialogContent
            title="Your script"
            description={campaign ? `For ${campaign.product_name}. Copy it, or press OK to edit it here.` : null}
            className="max-w-[640px]"
            footer={
              <>
                <Button variant="secondary" leadingIcon={<Copy aria-hidden className="size-4" />} onClick={onCopy}>
                  Copy Script
                </Button>
                <Button
                  onClick={() => {
                    setDraft(generated);
                    setGenerated(null);
                    setIdempotencyKey(newKey());
                  }}
                >
                  OK
                </Button>
              </>
            }
          >
            <pre className="max-h-[50vh] overflow-auto rounded-control bg-surface-muted p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">
              {generated}
            </pre>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
