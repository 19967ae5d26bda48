import { POST_METRIC_FIELDS, POST_METRIC_PROOF_MAX_BYTES, POST_METRIC_PROOF_MIME_TYPES } from '@amplio/shared/constants/post-metrics';
import { POST_METRIC_LABELS, POST_METRIC_MESSAGES as M } from '@amplio/shared/schemas/post-metrics';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { type PostMetricCountsInput, useReportPostMetrics } from '../api/post-metrics';

const EMPTY: PostMetricCountsInput = { views: '', likes: '', comments: '', shares: '', saves: '', reach: '' };

/** The first check, in the browser, of the proof the server checks again by its bytes. */
export function proofProblem(file: File | null): string | null {
  if (!file) return M.proofRequired;
  if (!(POST_METRIC_PROOF_MIME_TYPES as readonly string[]).includes(file.type)) return M.proofWrongType;
  if (file.size > POST_METRIC_PROOF_MAX_BYTES) return M.proofTooLarge;
  return null;
}

/** The creator's report: the six counts (reach optional) and a screenshot, sent with real upload progress. */
export function PostMetricsForm({ scriptId, day, answering }: { scriptId: string; day: number; answering: boolean }) {
  const report = useReportPostMetrics();
  const [counts, setCounts] = useState<PostMetricCountsInput>(EMPTY);
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    const problem = proofProblem(proof);
    if (problem) {
      setErrors({ proof: [problem] });
      return;
    }
    setErrors({});
    setFailure(null);
    setProgress(0);
    try {
      const answer = await report.mutateAsync({
        scriptId,
        counts,
        proof: proof!,
        onUploadProgress: (p) => setProgress(p.fraction ?? 0),
      });
      notify.success(answer.message);
      setCounts(EMPTY);
      setProof(null);
    } catch (err) {
      if (isApiError(err) && Object.keys(err.errors).length > 0) setErrors(err.errors);
      else setFailure(isApiError(err) && !err.noResponse && err.status < 500 ? err.message : 'Your numbers could not be sent. Try again.');
    } finally {
      setProgress(null);
    }
  }

  const sending = progress !== null;
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate aria-label={`Report your day-${day} numbers`}>
      <p className="text-sm font-semibold text-ink">{answering ? `Send corrected day-${day} numbers` : `Report your day-${day} numbers`}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {POST_METRIC_FIELDS.map((field) => (
          <Input
            key={field}
            name={field}
            label={field === 'reach' ? `${POST_METRIC_LABELS[field]} (if shown)` : POST_METRIC_LABELS[field]}
            required={field !== 'reach'}
            inputMode="numeric"
            autoComplete="off"
            value={counts[field]}
            onChange={(e) => setCounts((c) => ({ ...c, [field]: e.target.value }))}
            error={errors[field]?.[0]}
            disabled={sending}
          />
        ))}
      </div>
      <Input
        name="proof"
        type="file"
        label="Screenshot of your post’s insights"
        hint="JPEG, PNG or WebP, up to 5 MB. The brand sees it next to your numbers."
        required
        accept={POST_METRIC_PROOF_MIME_TYPES.join(',')}
        onChange={(e) => setProof(e.target.files?.[0] ?? null)}
        error={errors.proof?.[0]}
        disabled={sending}
      />
      {sending ? <ProgressBar value={progress} label="Uploading your screenshot" className="max-w-md" /> : null}
      {failure ? <Alert tone="danger" title={failure} /> : null}
      <Button type="submit" className="self-start" loading={sending}>
        Send numbers
      </Button>
    </form>
  );
}
