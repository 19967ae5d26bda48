import type { TBrandCompanyRequest, TBrandCompanyResponse } from '@amplio/shared/schemas/brand-company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandCompanyKey } from './get-brand-company';

/** PUT /api/brands/company. */
export const saveBrandCompany = (values: TBrandCompanyRequest) => api.put<TBrandCompanyResponse>('/api/brands/company', values);

export function useSaveBrandCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandCompany,
    onSuccess: (response) => queryClient.setQueryData(brandCompanyKey, response.data),
  });
}
