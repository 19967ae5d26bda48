import { COMMENT_MESSAGES as M } from '@amplio/shared/schemas/submission-comments';
import { ListPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useComments, useVersions } from '../api/comments-api';
import { appendOpenComments } from '../comment-text';

/**
 * In the brand's reject form: adds the latest version's open comments ("0:04 — …") to the rejection reason, so the
 * creator gets them with the decision as well as on the video. Nothing shows while there are none.
 */
export function AppendOpenComments({
  submissionId,
  reason,
  max,
  onChange,
}: {
  submissionId: string;
  reason: string;
  max: number;
  onChange: (reason: string) => void;
}) {
  const versions = useVersions(submissionId);
  const latest = versions.data?.find((v) => v.current) ?? versions.data?.at(-1);
  const comments = useComments(submissionId, latest?.version ?? null);
  const open = (comments.data ?? []).filter((c) => !c.resolved);
  if (open.length === 0) return null;
  const appended = appendOpenComments(reason, open, max);
  const already = reason.includes(M.appendedHeading);
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      // Wraps on a phone instead of running past the form.
      className="h-auto min-h-9 max-w-full shrink self-start whitespace-normal py-1.5 text-left"
      disabled={already}
      onClick={() => onChange(appended)}
      leadingIcon={<ListPlus className="size-4" strokeWidth={1.75} aria-hidden="true" />}
    >
      {already ? M.appendedOpen(open.length) : M.appendOpen(open.length)}
    </Button>
  );
}
