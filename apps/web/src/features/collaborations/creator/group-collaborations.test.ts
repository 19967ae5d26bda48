import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { describe, expect, it } from 'vitest';
import { collaborationFixture } from '../collaboration-fixture.test-support';
import { expiresIn } from './expiry-text';
import { groupCollaborations, pendingInvitationCount } from './group-collaborations';

const row = (id: string, overrides: Partial<TCollaboration>): TCollaboration => collaborationFixture({ id, ...overrides });

describe('the invitations page sections', () => {
  it('puts each invitation or application in its section, keeping the order', () => {
    const rows = [
      row('invited', {}),
      row('held', { status: 'accepted' }),
      row('working', { status: 'accepted', script_id: 's1' }),
      row('applied', { kind: 'application' }),
      row('refused', { kind: 'application', status: 'declined' }),
      row('unanswered', { kind: 'application', status: 'expired' }),
      row('withdrawn', { kind: 'application', status: 'withdrawn' }),
      row('lapsed', { kind: 'application', status: 'lapsed' }),
      row('said-no', { status: 'declined' }),
      row('held-2', { kind: 'application', status: 'accepted' }),
    ];
    const ids = (list: TCollaboration[]) => list.map((r) => r.id);
    const groups = groupCollaborations(rows);
    expect(ids(groups.invitations)).toEqual(['invited']);
    expect(ids(groups.held)).toEqual(['held', 'held-2']);
    expect(ids(groups.applications)).toEqual(['applied', 'refused', 'unanswered']);
    expect(ids(groups.past)).toEqual(['working', 'withdrawn', 'lapsed', 'said-no']);
    expect(pendingInvitationCount(rows)).toBe(1);
  });
});

describe('expiresIn', () => {
  const now = Date.parse('2026-11-20T00:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const DAY = 86_400_000;
  it('counts whole days, then hours and minutes under a day', () => {
    expect(expiresIn(at(7 * DAY - 60_000), now)).toBe('expires in 7 days');
    expect(expiresIn(at(DAY + 3_600_000), now)).toBe('expires in 1 day');
    expect(expiresIn(at(6 * 3_600_000), now)).toBe('expires in 6 h');
    expect(expiresIn(at(-1), now)).toBe('has expired');
    expect(expiresIn(null, now)).toBe('');
  });
});
