import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import { Textarea } from '../../../components/ui/textarea';

/** The invitation's optional message, up to 1,000 characters with a counter; both invite dialogs use it. */
export function InvitationMessageField(props: { value: string; onChange: (value: string) => void; error?: string; placeholder?: string }) {
  return (
    <Textarea
      label="Message (optional)"
      name="message"
      value={props.value}
      maxLength={COLLABORATION_LIMITS.messageMax}
      placeholder={props.placeholder}
      counter
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
