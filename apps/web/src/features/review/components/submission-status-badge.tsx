import { submissionStatusLabel } from '@amplio/shared/domain/review-transitions';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { submissionStatusTone } from '../review-status';

/**
 * The shared badge's red and blue text reads below 4.5:1 on their soft backgrounds (axe: 3.9 and 4.2), so the words
 * here take the darker shade of the same hue (red-700, blue-700: 5.4 and 5.9).
 */
const READABLE_TEXT: Partial<Record<BadgeTone, string>> = { danger: 'text-[#b91c1c]', info: 'text-[#1d4ed8]' };

/** Spec 3 §2.4: the status in its colour, always with its word. */
export function SubmissionStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = submissionStatusTone(status);
  return (
    <Badge tone={tone} className="shrink-0">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span data-tone={tone} className={READABLE_TEXT[tone]}>
        {submissionStatusLabel(status)}
      </span>
    </Badge>
  );
}
