import { COLLABORATION_MESSAGES } from '@amplio/shared/schemas/collaborations';
import { Link } from 'react-router';
import { LoadingBlocks } from '../../../components/query-states';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import type { StartGate } from '../campaign-access';

const invitationsLink = (
  <Link to={paths.creatorInvitations.path} className="font-semibold text-brand underline-offset-2 hover:underline">
    your invitations
  </Link>
);

/** Start Creating's word on where the creator stands with an approval or invitation campaign; nothing for a plain open one. */
export function StartGateNote({ gate }: { gate: StartGate }) {
  switch (gate.step) {
    case 'loading':
      return <LoadingBlocks label="Checking your invitations and applications" blocks={['h-14 w-full']} />;
    case 'write':
      if (gate.held) {
        return (
          <Alert tone="success" title={`${formatRupees(gate.held.price)} is held for you`}>
            <p>{gate.held.expires_at ? `Until ${formatDateTime(gate.held.expires_at)}. ` : ''}Write and save your script to start.</p>
          </Alert>
        );
      }
      if (gate.invitation) {
        return (
          <Alert tone="info" title={`${gate.invitation.brand_name ?? 'The brand'} invited you at ${formatRupees(gate.invitation.price)}`}>
            <p>Accept the invitation in {invitationsLink} to hold that fee before you write your script.</p>
          </Alert>
        );
      }
      return null;
    case 'invited':
      return (
        <Alert tone="info" title={`${gate.invitation.brand_name ?? 'The brand'} invited you at ${formatRupees(gate.invitation.price)}`}>
          <p>Accept the invitation in {invitationsLink}; your fee is then held and you can write your script.</p>
        </Alert>
      );
    case 'applied':
      return (
        <Alert tone="info" title="You applied to this campaign">
          <p>The brand has not answered yet. You can follow or withdraw your application in {invitationsLink}.</p>
        </Alert>
      );
    case 'apply':
      return gate.declined ? (
        <Alert tone="warning" title="The brand declined your last application">
          <p>{gate.declined.decline_reason ? `Their reason: ${gate.declined.decline_reason}` : 'They gave no reason.'}</p>
        </Alert>
      ) : null;
    case 'closed':
      return <Alert tone="info">{COLLABORATION_MESSAGES.inviteOnly}</Alert>;
  }
}
