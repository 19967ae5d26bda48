import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { useAskQuestion } from '../api/ask-question';
import { conversationPath } from '../conversation-side';

export interface AskableCampaign {
  id: string;
  product_name: string;
  brand_name: string | null;
}

interface AskBrandDialogProps {
  /** The campaign asked about; null while the dialog is closed. */
  campaign: AskableCampaign | null;
  onClose: () => void;
}

/** "Ask the brand": a creator's question about a campaign before taking it; sent, it opens the conversation. */
export function AskBrandDialog({ campaign, onClose }: AskBrandDialogProps) {
  const formId = useId();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = useAskQuestion();
  const navigate = useNavigate();

  const close = () => {
    setBody('');
    setFieldError(null);
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ask.isPending || !campaign) return;
    setError(null);
    if (!body.trim()) {
      setFieldError(M.questionRequired);
      return;
    }
    setFieldError(null);
    ask.mutate(
      { campaignId: campaign.id, body: body.trim() },
      {
        onSuccess: ({ conversation_id }) => {
          close();
          navigate(conversationPath('creator', conversation_id));
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.errors.body?.[0] : undefined;
          if (field) setFieldError(field);
          else setError(isApiError(failure) ? failure.message : 'Your question was not sent. Try again.');
        },
      },
    );
  };

  const brand = campaign?.brand_name ?? 'the brand';
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open || ask.isPending ? undefined : close())}>
      <DialogContent
        title={`Ask ${brand}`}
        description={campaign ? `About ${campaign.product_name}. The answer comes to your Messages.` : null}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={ask.isPending} loadingLabel="Sending">
              Send question
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Textarea
            label="Your question"
            required
            name="body"
            value={body}
            maxLength={CONVERSATION_LIMITS.bodyMax}
            counter
            error={fieldError}
            placeholder="For example: can the video be filmed outdoors?"
            onChange={(event) => setBody(event.target.value)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
