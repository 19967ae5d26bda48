import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as M } from '../schemas/campaigns';
import {
  allowedStatusChanges,
  campaignEndsAt,
  campaignStartsAt,
  campaignToday,
  endDue,
  requestStatusChange,
  startDue,
  statusAfterFunding,
} from './campaign-status';

const dates = { startDate: '2026-12-10', endDate: '2026-12-20' };

describe('campaign status rules', () => {
  it('reads today in India Standard Time', () => {
    expect(campaignToday(new Date('2026-12-09T18:29:59Z'))).toBe('2026-12-09');
    expect(campaignToday(new Date('2026-12-09T18:30:00Z'))).toBe('2026-12-10');
  });

  it('starts at IST midnight of the start date and ends at the IST midnight after the end date', () => {
    expect(campaignStartsAt('2026-12-10').toISOString()).toBe('2026-12-09T18:30:00.000Z');
    expect(campaignEndsAt('2026-12-20').toISOString()).toBe('2026-12-20T18:30:00.000Z');
  });

  it('publishes a funded draft as upcoming before its start date and active from it', () => {
    expect(statusAfterFunding({ status: 'draft', dates, today: '2026-12-09' })).toBe('upcoming');
    expect(statusAfterFunding({ status: 'draft', dates, today: '2026-12-10' })).toBe('active');
    expect(statusAfterFunding({ status: 'paused', dates, today: '2026-12-12' })).toBe('paused');
  });

  it('starts an upcoming campaign on its start date, not a day early', () => {
    expect(startDue({ status: 'upcoming', dates, today: '2026-12-09' })).toBe(false);
    expect(startDue({ status: 'upcoming', dates, today: '2026-12-10' })).toBe(true);
    expect(startDue({ status: 'paused', dates, today: '2026-12-10' })).toBe(false);
  });

  it('ends a live campaign the day after its end date', () => {
    expect(endDue({ status: 'active', dates, today: '2026-12-20' })).toBe(false);
    expect(endDue({ status: 'active', dates, today: '2026-12-21' })).toBe(true);
    expect(endDue({ status: 'paused', dates, today: '2026-12-21' })).toBe(true);
    expect(endDue({ status: 'completed', dates, today: '2026-12-21' })).toBe(false);
  });

  it('refuses to publish a draft without funding', () => {
    expect(requestStatusChange({ from: 'draft', to: 'active', dates, today: '2026-12-12' })).toEqual({
      ok: false,
      message: M.publishNeedsFunding,
    });
  });

  it('resumes a paused campaign to active, or upcoming before its start', () => {
    expect(requestStatusChange({ from: 'paused', to: 'active', dates, today: '2026-12-12' })).toEqual({ ok: true, status: 'active' });
    expect(requestStatusChange({ from: 'paused', to: 'active', dates, today: '2026-12-01' })).toEqual({ ok: true, status: 'upcoming' });
    expect(requestStatusChange({ from: 'paused', to: 'active', dates, today: '2026-12-21' })).toEqual({
      ok: false,
      message: M.resumeAfterEnd,
    });
  });

  it('archives only drafts and completed campaigns', () => {
    for (const from of ['upcoming', 'active', 'paused'] as const) {
      expect(requestStatusChange({ from, to: 'archived', dates, today: '2026-12-12' })).toEqual({
        ok: false,
        message: M.archiveOnlyDraftOrCompleted,
      });
    }
    expect(requestStatusChange({ from: 'completed', to: 'archived', dates, today: '2026-12-12' })).toEqual({
      ok: true,
      status: 'archived',
    });
    expect(requestStatusChange({ from: 'archived', to: 'completed', dates, today: '2026-12-12' })).toEqual({
      ok: false,
      message: M.archivedFinal,
    });
  });

  it('offers only the changes that would succeed', () => {
    expect(allowedStatusChanges({ from: 'active', dates, today: '2026-12-12' })).toEqual(['paused', 'completed']);
    expect(allowedStatusChanges({ from: 'draft', dates: null, today: '2026-12-12' })).toEqual(['archived']);
  });
});
