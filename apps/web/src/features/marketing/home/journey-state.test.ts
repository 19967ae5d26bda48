import { describe, expect, it } from 'vitest';
import { JOURNEY_STEPS } from './journey-steps';
import { completedCount, isJourneyComplete, journeyReducer } from './journey-state';

describe('creator journey', () => {
  it('has the seven steps of spec 1 §9, all pending at 0', () => {
    expect(JOURNEY_STEPS).toHaveLength(7);
    expect(JOURNEY_STEPS.every((s) => s.status === 'pending' && s.progress === 0 && !s.showDetails)).toBe(true);
  });

  it('Start Step moves a pending step to in-progress at 25', () => {
    const next = journeyReducer(JOURNEY_STEPS, { type: 'start', id: 1 });
    expect(next[0]).toMatchObject({ status: 'in-progress', progress: 25 });
    expect(next.slice(1).every((s) => s.status === 'pending')).toBe(true);
  });

  it('Mark Complete sets 100 and starts the next pending step', () => {
    let steps = journeyReducer(JOURNEY_STEPS, { type: 'start', id: 1 });
    steps = journeyReducer(steps, { type: 'complete', id: 1 });
    expect(steps[0]).toMatchObject({ status: 'completed', progress: 100 });
    expect(steps[1]).toMatchObject({ status: 'in-progress', progress: 25 });
    expect(steps[2]).toMatchObject({ status: 'pending', progress: 0 });
  });

  it('does not restart a next step that is already completed', () => {
    let steps = journeyReducer(JOURNEY_STEPS, { type: 'start', id: 2 });
    steps = journeyReducer(steps, { type: 'complete', id: 2 });
    steps = journeyReducer(steps, { type: 'start', id: 1 });
    steps = journeyReducer(steps, { type: 'complete', id: 1 });
    expect(steps[1]).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('completes after seven Mark Completes and Start Over resets everything', () => {
    let steps = journeyReducer(JOURNEY_STEPS, { type: 'start', id: 1 });
    steps = journeyReducer(steps, { type: 'toggle-details', id: 3 });
    for (const step of JOURNEY_STEPS) steps = journeyReducer(steps, { type: 'complete', id: step.id });
    expect(isJourneyComplete(steps)).toBe(true);
    expect(completedCount(steps)).toBe(7);
    steps = journeyReducer(steps, { type: 'reset' });
    expect(steps.every((s) => s.status === 'pending' && s.progress === 0 && !s.showDetails)).toBe(true);
    expect(isJourneyComplete(steps)).toBe(false);
  });
});
