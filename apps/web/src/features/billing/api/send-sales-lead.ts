import type { TSalesLeadCreatedResponse, TSalesLeadValues } from '@amplio/shared/schemas/sales-leads';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/sales/leads: a signed-in brand asks about Enterprise. */
export const sendSalesLead = (values: TSalesLeadValues) => api.post<TSalesLeadCreatedResponse>('/api/sales/leads', values);

export const useSendSalesLead = () => useMutation({ mutationFn: sendSalesLead });
