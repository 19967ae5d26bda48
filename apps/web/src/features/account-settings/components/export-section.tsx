import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useRequestExport } from '../api/request-export';
import { errorText } from '../settings-errors';

/** Issue 25 §1: a JSON file of everything the account holds and a CSV of its money, mailed as a 24-hour link. */
export function ExportSection() {
  const request = useRequestExport();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title="Export my data"
        description="A JSON file with everything your account holds, and a CSV of every rupee that moved. We e-mail you a link that works for 24 hours."
      />
      <div className="flex flex-col gap-4">
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
