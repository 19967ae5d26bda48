import { BILLING_PAGE_PATH } from '@amplio/shared/constants/billing';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';

export interface PlanRefusal {
  message: string;
  link: string;
}

/** The server's 409 when a publication or a resume would exceed the plan (or the plan has lapsed); null otherwise. */
export function planRefusalOf(error: unknown): PlanRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.error_type !== 'plan_limit' && error.error_type !== 'plan_lapsed') return null;
  const link = (error.data as { link?: unknown } | undefined)?.link;
  return { message: error.message, link: typeof link === 'string' && /^\/(?!\/)/.test(link) ? link : BILLING_PAGE_PATH };
}

/** The refusal's words and a link to the billing page, where the brand can see its plan. */
export function PlanRefusalText({ refusal }: { refusal: PlanRefusal }) {
  return (
    <span>
      {refusal.message}{' '}
      <Link to={refusal.link} className="font-medium text-brand underline underline-offset-2">
        See plans and billing
      </Link>
    </span>
  );
}
