import { CONTENT_UPLOAD_MESSAGES as M, POST_LINK_MAX_LENGTH, postLinkDecision } from '@amplio/shared/domain/script-upload-rules';
import type { TScript } from '@amplio/shared/schemas/scripts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useSubmitPostLink } from '../api/submit-post-link';

/** The published post's link (spec 3 §4): open when Approved, and as Resubmit when Post Rejected. */
export function PostLinkForm({ script }: { script: TScript }) {
  const submit = useSubmitPostLink();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decision = postLinkDecision(script);
  if (!decision.allowed) return null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const response = await submit.mutateAsync({ script_id: script.id, post_link: link.trim() });
      notify.success(response.message);
      setLink('');
    } catch (err) {
      setError(isApiError(err) && !err.noResponse && err.status < 500 ? (err.firstFieldError() ?? err.message) : M.postLinkFailed);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-ink">
        {script.status === 'Post Rejected'
          ? 'The brand asked for an updated link to your post. Paste the new link below.'
          : 'Your video is approved. Publish it, then share the link to your post.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label="Post link"
          type="url"
          inputMode="url"
          placeholder="https://www.instagram.com/reel/…"
          value={link}
          maxLength={POST_LINK_MAX_LENGTH}
          onChange={(e) => setLink(e.target.value)}
          error={error ?? undefined}
          fieldClassName="flex-1"
          required
        />
        <Button type="submit" className="sm:mt-7" disabled={!link.trim()} loading={submit.isPending} loadingLabel="Submitting">
          {decision.label}
        </Button>
      </div>
      {script.post_link ? (
        <p className="text-sm break-all text-ink-muted">
          Previous link: <span className="text-ink">{script.post_link}</span>
        </p>
      ) : null}
    </form>
  );
}
