import { SCRIPT_LIMITS, SCRIPT_MESSAGES as M, type TScript } from '@amplio/shared/schemas/scripts';
import { PencilLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useResubmitScript } from '../api/resubmit-script';

/**
 * Issue 28 §1: after the brand rejects a script, the creator edits it here. With approval before filming the edit goes
 * back to the brand ("Send script again"); in the spec's flow it updates the script the next video is filmed from.
 */
export function ScriptResubmit({ script }: { script: TScript }) {
  const resubmit = useResubmitScript();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(script.script);
  const [error, setError] = useState<string | null>(null);
  const approvalFirst = script.script_approval_required;
  const action = approvalFirst ? 'Send script again' : 'Save edited script';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resubmit.isPending) return;
    const value = text.trim();
    if (!value) return setError(M.generateFirst);
    if (value === script.script.trim()) return setError(M.resubmitUnchanged);
    setError(null);
    resubmit.mutate(
      { id: script.id, body: { script: value } },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setOpen(false);
        },
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.errors.script?.[0] ?? failure.message) : 'The script could not be sent. Try again.'),
      },
    );
  };

  if (!open) {
    return (
      <Button
        variant="primary"
        size="sm"
        className="self-start"
        onClick={() => setOpen(true)}
        leadingIcon={<PencilLine className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      >
        {approvalFirst ? 'Edit and send script again' : 'Edit script'}
      </Button>
    );
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="script-resubmit">
      <Textarea
        label="Your edited script"
        hint={approvalFirst ? 'The brand reviews it again before you film.' : 'Film your new video from this script.'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={SCRIPT_LIMITS.scriptMax}
        rows={8}
        counter
        required
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={resubmit.isPending}>
          {action}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setOpen(false);
            setError(null);
            setText(script.script);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
