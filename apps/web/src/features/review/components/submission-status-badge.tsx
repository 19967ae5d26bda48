import { submissionStatusLabel } from '@amplio/shared/domain/review-transitions';
import { Badge } from '../../../components/ui/badge';
import { submissionStatusTone } from '../review-status';

/** Spec 3 §2.4: the status in its colour, always with its word. */
export function SubmissionStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = submissionStatusTone(status);
  return (
    <Badge tone={tone} className="shrink-0">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span data-tone={tone}>{submissionStatusLabel(status)}</span>
    </Badge>
  );
}
