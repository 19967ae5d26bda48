import type { TBrandBilling, TChoosePlanRequest, TSubscribeResponse } from '@amplio/shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKey } from './get-billing';

/** POST /api/brands/billing/subscribe: where the brand authorises the mandate and pays the first period. */
export const subscribe = (body: TChoosePlanRequest) => api.post<TSubscribeResponse>('/api/brands/billing/subscribe', body);

/** POST /api/brands/billing/change: an upgrade now (prorated), a downgrade at the period's end. */
export const changePlan = (body: TChoosePlanRequest) => api.post<TBrandBilling>('/api/brands/billing/change', body);
export const cancelPlan = () => api.post<TBrandBilling>('/api/brands/billing/cancel');
export const resumePlan = () => api.post<TBrandBilling>('/api/brands/billing/resume');

/** Leaves for the sandbox checkout (a full page load: it returns to /brand/billing). A seam for tests. */
export const goTo = { checkout: (url: string) => window.location.assign(url) };

export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (answer) => goTo.checkout(answer.checkout_url),
  });
}

/** Change, cancel and resume answer the new billing state, which replaces the cached one. */
function useBillingChange<TInput>(mutationFn: (input: TInput) => Promise<TBrandBilling>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (billing) => queryClient.setQueryData(billingKey, billing),
  });
}

export const useChangePlan = () => useBillingChange(changePlan);
export const useCancelPlan = () => useBillingChange(() => cancelPlan());
export const useResumePlan = () => useBillingChange(() => resumePlan());
