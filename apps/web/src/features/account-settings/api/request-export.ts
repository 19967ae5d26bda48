import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/export → 202: the files are built in the background and a 24-hour link is e-mailed. */
export const requestExport = () => api.post<{ success: true; message: string; id: string }>('/api/account/export');

export const useRequestExport = () => useMutation({ mutationFn: requestExport });
