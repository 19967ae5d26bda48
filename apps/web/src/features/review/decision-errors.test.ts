import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { DecisionRefusedError } from './api/approve-submission';
import { decisionFailure } from './decision-errors';

const http = (status: number, data: unknown = {}, errors?: Record<string, string[]>) =>
  new ApiError({ status, message: 'default text', data, errors });

describe('decisionFailure (spec 3 §8)', () => {
  it('sends the browser to sign in on a 401', () => {
    expect(decisionFailure(http(401, { message: 'Unauthenticated.' }))).toEqual({ kind: 'sign-in' });
  });

  it('shows the server’s message on a 409 and asks for the card again', () => {
    const message = M.notAwaitingDecision('Approved');
    expect(decisionFailure(http(409, { message }))).toEqual({ kind: 'conflict', message });
  });

  it('shows the server’s message, or Failed to update submission status ({code})', () => {
    expect(decisionFailure(http(500, { message: 'Database unavailable' }))).toEqual({ kind: 'toast', message: 'Database unavailable' });
    expect(decisionFailure(http(500, {}))).toEqual({ kind: 'toast', message: 'Failed to update submission status (500)' });
    expect(decisionFailure(http(503, 'Service Unavailable'))).toEqual({
      kind: 'toast',
      message: 'Failed to update submission status (503)',
    });
    expect(decisionFailure(http(404, { message: M.notFound }))).toEqual({ kind: 'toast', message: M.notFound });
  });

  it('puts a 422 on the reason under the reason box', () => {
    expect(decisionFailure(http(422, { message: 'x' }, { rejection_reason: [M.reasonRequired] }))).toEqual({
      kind: 'reason',
      field: 'rejection_reason',
      message: M.reasonRequired,
    });
    expect(decisionFailure(http(422, { message: 'x' }, { rejected_post_remarks: [M.postReasonRequired] }))).toEqual({
      kind: 'reason',
      field: 'rejected_post_remarks',
      message: M.postReasonRequired,
    });
    expect(decisionFailure(http(422, { message: 'x' }, { status: [M.statusInvalid] }))).toEqual({
      kind: 'toast',
      message: M.statusInvalid,
    });
  });

  it('says so when no answer came back', () => {
    const error = new ApiError({ status: 0, message: 'offline', noResponse: true });
    expect(decisionFailure(error)).toEqual({ kind: 'toast', message: 'No response from server. Please check your connection.' });
  });

  it('reports a request that could not be set up as Request error: {message}', () => {
    expect(decisionFailure(new Error('CSRF token not found in cookies'))).toEqual({
      kind: 'toast',
      message: 'Request error: CSRF token not found in cookies',
    });
  });

  it('shows the message of an answer with success false, or Failed to update status', () => {
    expect(decisionFailure(new DecisionRefusedError('Not now'))).toEqual({ kind: 'toast', message: 'Not now' });
    expect(decisionFailure(new DecisionRefusedError(''))).toEqual({ kind: 'toast', message: 'Failed to update status' });
  });
});
