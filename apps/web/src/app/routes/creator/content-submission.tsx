import { DISCOVERY_MESSAGES } from '@amplio/shared/schemas/discovery';
import { SCRIPT_MESSAGES as M } from '@amplio/shared/schemas/scripts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { ContentSubmissionPanel } from '../../../features/content-uploads/components/content-submission-panel';
import { useScriptCampaigns } from '../../../features/scripts/api/get-script-campaigns';
import { useScripts } from '../../../features/scripts/api/get-scripts';
import { ScriptCard } from '../../../features/scripts/components/script-card';
import { ScriptWriter } from '../../../features/scripts/components/script-writer';

const Loading = ({ label }: { label: string }) => <LoadingBlocks label={label} blocks={['h-10 w-full', 'h-24 w-full']} />;

/** 'Generated Scripts' (spec 3 §2.2); also serves campaigns/:campaignId/submit, the same screen for one campaign. */
export default function ContentSubmissionPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const campaignId = params.campaignId ?? query.get('campaignId') ?? undefined;
  const scripts = useScripts();
  const campaigns = useScriptCampaigns();

  const list = scripts.data?.data ?? [];
  const current = list.find((s) => s.campaign_id === campaignId) ?? list[0];
  const previous = list.filter((s) => s !== current);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-semibold tracking-tight text-ink">Generated Scripts</h2>
          <p className="text-[15px] text-ink-muted">
            Write the script for a campaign and save it: saving reserves your price in the brand’s escrow.
          </p>
        </div>
        <Link to={paths.creatorOverview.path} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden className="size-4" /> Back to Dashboard
        </Link>
      </header>

      <Card>
        <CardHeader title="Write a script" description="Choose a brand, then one of its campaigns, and generate a script to start from." />
        {campaigns.isPending || scripts.isPending ? (
          <Loading label="Loading campaigns" />
        ) : campaigns.isError ? (
          <ErrorState what="campaigns" error={campaigns.error} onRetry={() => campaigns.refetch()} retrying={campaigns.isFetching} />
        ) : campaigns.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{DISCOVERY_MESSAGES.empty}</p>
        ) : (
          <ScriptWriter
            key={campaignId ?? 'new'}
            campaigns={campaigns.data}
            scripts={list}
            initial={{
              brandId: query.get('brandId') ?? undefined,
              campaignId,
              productName: query.get('productName') ?? undefined,
              script: query.get('script') ?? undefined,
            }}
          />
        )}
      </Card>

      {scripts.isPending ? (
        <Card>
          <Loading label="Loading your scripts" />
        </Card>
      ) : scripts.isError ? (
        <Alert tone="danger" title={M.loadFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => scripts.refetch()} loading={scripts.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <Card>
            <CardHeader title="Current script" />
            {current ? (
              <div className="flex flex-col gap-4">
                <ScriptCard script={current} />
                <ContentSubmissionPanel key={current.id} script={current} />
              </div>
            ) : (
              <p className="text-sm text-ink-muted">{M.noCurrent}</p>
            )}
          </Card>
          <Card>
            <CardHeader title="Previous Scripts" />
            {previous.length === 0 ? (
              <p className="text-sm text-ink-muted">{M.noPrevious}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {previous.map((script) => (
                  <li key={script.id} className="py-4 first:pt-0 last:pb-0">
                    <ScriptCard script={script} collapsed />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
