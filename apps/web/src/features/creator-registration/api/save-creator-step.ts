import type { CreatorStep } from '@amplio/shared/constants/creator-options';
import type { TCreatorSaveStepResponse } from '@amplio/shared/schemas/creator-registration';
import { ApiError, api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { saveStepFormData } from '../form-data';
import type { CreatorWizardValues } from '../wizard-values';

/** POST /api/creators/save-step (spec 2 §7), multipart. Throws ApiError; `success: false` counts as a failure. */
export async function saveCreatorStep(input: {
  step: CreatorStep;
  values: CreatorWizardValues;
  userId: string | null;
  photo?: File | null;
  onUploadProgress?: (progress: UploadProgress) => void;
}): Promise<TCreatorSaveStepResponse> {
  const body = saveStepFormData(input);
  const answer = await api.post<TCreatorSaveStepResponse>('/api/creators/save-step', body, {
    onUploadProgress: input.photo ? input.onUploadProgress : undefined,
  });
  if (answer?.success !== true) {
    throw new ApiError({ status: 200, message: (answer as { message?: string } | undefined)?.message ?? '', data: answer });
  }
  return answer;
}
