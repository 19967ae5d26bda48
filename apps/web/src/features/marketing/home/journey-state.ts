/** Spec 1 §4: the creator journey on the home page. Local to the page, never saved. */
export type StepStatus = 'pending' | 'in-progress' | 'completed';

export const STEP_STATUS_LABEL: Record<StepStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** Spec 1 §9: 7 steps; Start Step sets 25, Mark Complete 100. */
export const JOURNEY_START_PROGRESS = 25;
export const JOURNEY_COMPLETE_PROGRESS = 100;

export interface JourneyResource {
  title: string;
  url: string;
}

export interface JourneyStep {
  id: number;
  title: string;
  description: string;
  status: StepStatus;
  progress: number;
  details: readonly string[];
  resources: readonly JourneyResource[];
  showDetails: boolean;
}

export type JourneyAction =
  | { type: 'start'; id: number }
  | { type: 'complete'; id: number }
  | { type: 'toggle-details'; id: number }
  | { type: 'reset' };

/** pending → in-progress (Start Step, 25) → completed (Mark Complete, 100); completing starts the next pending step. */
export function journeyReducer(steps: readonly JourneyStep[], action: JourneyAction): JourneyStep[] {
  switch (action.type) {
    case 'start':
      return steps.map((s) =>
        s.id === action.id && s.status === 'pending' ? { ...s, status: 'in-progress', progress: JOURNEY_START_PROGRESS } : s,
      );
    case 'complete': {
      const index = steps.findIndex((s) => s.id === action.id);
      const step = steps[index];
      if (!step || step.status === 'completed') return [...steps];
      return steps.map((s, i) => {
        if (i === index) return { ...s, status: 'completed', progress: JOURNEY_COMPLETE_PROGRESS };
        if (i === index + 1 && s.status === 'pending') return { ...s, status: 'in-progress', progress: JOURNEY_START_PROGRESS };
        return s;
      });
    }
    case 'toggle-details':
      return steps.map((s) => (s.id === action.id ? { ...s, showDetails: !s.showDetails } : s));
    case 'reset':
      return steps.map((s) => ({ ...s, status: 'pending', progress: 0, showDetails: false }));
  }
}

export const isJourneyComplete = (steps: readonly JourneyStep[]) => steps.length > 0 && steps.every((s) => s.status === 'completed');
export const completedCount = (steps: readonly JourneyStep[]) => steps.filter((s) => s.status === 'completed').length;
