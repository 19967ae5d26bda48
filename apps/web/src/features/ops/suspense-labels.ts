import type { SuspenseState } from '@amplio/shared/constants/refunds';
import type { BadgeTone } from '../../components/ui/badge';

/** Open ones are the work, so they come first. */
export const SUSPENSE_TABS = ['open', 'refunded', 'applied'] as const satisfies readonly SuspenseState[];

export const SUSPENSE_STATUS: Record<SuspenseState, { label: string; tone: BadgeTone; tab: string }> = {
  open: { label: 'Waiting for you', tone: 'warning', tab: 'Open' },
  refunded: { label: 'Refunded', tone: 'info', tab: 'Refunded' },
  applied: { label: 'Applied', tone: 'success', tab: 'Applied' },
};
