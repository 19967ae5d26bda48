import { CAMPAIGN_TIME_ZONE } from '@amplio/shared/constants/campaigns';
import { BOOKS_EXPORT_MAX_DAYS, ZBooksExportQuery } from '@amplio/shared/schemas/ops-books';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-errors';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { exportFileName, useExportTransfers } from '../api/export-transfers';
import { describeActionFailure } from '../action-failure';

type Field = 'from' | 'to';
type FieldErrors = Partial<Record<Field, string>>;

/** A day in India Standard Time, as YYYY-MM-DD: the books' days are IST. */
const istDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: CAMPAIGN_TIME_ZONE });

/** This month so far: the export an accountant asks for most. */
function thisMonth(now = new Date()) {
  const today = istDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The accountant's CSV of every ledger transfer of a period: two dates (IST, both included, at most 366 days),
 * checked here by the server's own rules, then by the server, whose field errors show under the dates.
 */
export function TransfersExportForm() {
  const [range, setRange] = useState(thisMonth);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const exporter = useExportTransfers();
  const formRef = useRef<HTMLFormElement>(null);

  const showFieldErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(
      Object.keys(found).filter((name) => found[name as Field]),
      formRef.current ?? document,
    );
  };

  const download = useSingleFlight(async () => {
    setFailure(null);
    const parsed = ZBooksExportQuery.safeParse(range);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
      }
      return showFieldErrors(found);
    }
    setErrors({});
    try {
      await exporter.mutateAsync(parsed.data);
      notify.success(`Downloaded ${exportFileName(parsed.data)}.`);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const found: FieldErrors = { from: error.errors.from?.[0], to: error.errors.to?.[0] };
        if (found.from || found.to) return showFieldErrors(found);
      }
      setFailure(describeActionFailure(error).message);
    }
  });

  const field = (name: Field, label: string) => (
    <Input
      id={`export-${name}`}
      name={name}
      type="date"
      label={label}
      required
      value={range[name]}
      error={errors[name]}
      onChange={(event) => {
        setRange((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="export-heading"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 id="export-heading" className="text-lg text-ink">
          Export transfers
        </h2>
        <p className="text-sm text-ink-muted">
          Every ledger transfer of a period as CSV, oldest first. Days in India Standard Time, both included, at most{' '}
          {BOOKS_EXPORT_MAX_DAYS} days.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('from', 'From')}
        {field('to', 'To')}
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        loading={exporter.isPending}
        loadingLabel="Preparing…"
        leadingIcon={<Download className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      >
        Download CSV
      </Button>
    </form>
  );
}
