import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useRequestExport } from '../api/request-export';
import { errorText } from '../settings-errors';

/** The mailed link's export, when the page was opened from it and the link is still young enough to work. */
function useMailedExport() {
  const [params] = useSearchParams();
  const id = params.get('export');
  const expires = Number(params.get('expires'));
  const signature = params.get('signature');
  if (!id || !signature || !Number.isFinite(expires)) return null;
  const query = (file: 'json' | 'csv') =>
    `/api/account/export/${encodeURIComponent(id)}?${new URLSearchParams({ expires: String(expires), signature, file }).toString()}`;
  return { expired: expires <= Date.now(), json: query('json'), csv: query('csv') };
}

function MailedExport({ files }: { files: NonNullable<ReturnType<typeof useMailedExport>> }) {
  const box = useRef<HTMLDivElement>(null);
  // Opened from the e-mail: the section is far down the page, so bring it into view.
  useEffect(() => box.current?.scrollIntoView({ block: 'center' }), []);
  return <div ref={box}>{files.expired ? <Alert tone="warning">{M.exportLinkExpired}</Alert> : <MailedFiles files={files} />}</div>;
}

function MailedFiles({ files }: { files: NonNullable<ReturnType<typeof useMailedExport>> }) {
  return (
    <Alert tone="success" title="Your data is ready">
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={files.json} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Download everything (JSON)
        </a>
        <a href={files.csv} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Download money (CSV)
        </a>
      </div>
    </Alert>
  );
}

/** Issue 25 §1: a JSON file of everything the account holds and a CSV of its money, mailed as a 24-hour link. */
export function ExportSection() {
  const request = useRequestExport();
  const mailed = useMailedExport();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title="Export my data"
        description="A JSON file with everything your account holds, and a CSV of every rupee that moved. We e-mail you a link that works for 24 hours."
      />
      <div className="flex flex-col gap-4">
        {mailed ? <MailedExport files={mailed} /> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        {request.isError ? <Alert tone="danger">{errorText(request.error)}</Alert> : null}
        <div>
          <Button
            variant="secondary"
            loading={request.isPending}
            loadingLabel="Requesting your data"
            onClick={() => request.mutate(undefined, { onSuccess: (answer) => setDone(answer.message) })}
          >
            Export my data
          </Button>
        </div>
      </div>
    </Card>
  );
}
