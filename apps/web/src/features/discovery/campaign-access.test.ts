import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { describe, expect, it } from 'vitest';
import { collaborationFixture } from '../collaborations/collaboration-fixture.test-support';
import { startGate } from './campaign-access';

const row = (overrides: Partial<TCollaboration>): TCollaboration => collaborationFixture(overrides);

describe('what Start Creating offers', () => {
  it('goes straight to the script on an open campaign, even before the list is in', () => {
    expect(startGate('open', undefined)).toEqual({ step: 'write', held: null, invitation: null });
    expect(startGate('open', [])).toEqual({ step: 'write', held: null, invitation: null });
  });

  it('waits for the list on an approval campaign, then offers the apply form with a past refusal', () => {
    expect(startGate('approval', undefined)).toEqual({ step: 'loading' });
    expect(startGate('approval', [])).toEqual({ step: 'apply', declined: null });
    const declined = row({ kind: 'application', status: 'declined', decline_reason: 'Not this time.' });
    expect(startGate('approval', [declined])).toEqual({ step: 'apply', declined });
  });

  it('sends a pending invitation or application to the invitations page, except on an open campaign', () => {
    const invitation = row({});
    expect(startGate('approval', [invitation])).toEqual({ step: 'invited', invitation });
    expect(startGate('invite_only', [invitation])).toEqual({ step: 'invited', invitation });
    expect(startGate('open', [invitation])).toEqual({ step: 'write', held: null, invitation });
    const application = row({ kind: 'application' });
    expect(startGate('approval', [application])).toEqual({ step: 'applied', application });
  });

  it('lets an accepted creator write, naming the held fee until the script is saved', () => {
    const held = row({ status: 'accepted' });
    expect(startGate('approval', [held])).toEqual({ step: 'write', held, invitation: null });
    expect(startGate('invite_only', [row({ status: 'accepted', script_id: 's1' })])).toEqual({
      step: 'write',
      held: null,
      invitation: null,
    });
  });

  it('keeps an invitation-only campaign closed without an invitation', () => {
    expect(startGate('invite_only', [row({ status: 'expired' })])).toEqual({ step: 'closed' });
  });
});
