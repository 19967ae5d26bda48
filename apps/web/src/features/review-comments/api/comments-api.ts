import type {
  TCommentResponse,
  TCommentsResponse,
  TCreateCommentRequest,
  TSubmissionComment,
  TSubmissionVersion,
  TVersionsResponse,
} from '@amplio/shared/schemas/submission-comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const versionsKey = (submissionId: string) => ['submission-versions', submissionId] as const;
export const commentsKey = (submissionId: string, version: number) => ['submission-comments', submissionId, version] as const;

/** GET /api/submissions/{id}/versions: every upload of the submission's video, v1 first. */
export async function getVersions(submissionId: string, signal?: AbortSignal): Promise<TSubmissionVersion[]> {
  const body = await api.get<TVersionsResponse>(`/api/submissions/${encodeURIComponent(submissionId)}/versions`, { signal });
  return Array.isArray(body?.data) ? body.data : [];
}

/** GET /api/submissions/{id}/comments?version=: one version's comments, in the order of the video. */
export async function getComments(submissionId: string, version: number, signal?: AbortSignal): Promise<TSubmissionComment[]> {
  const body = await api.get<TCommentsResponse>(`/api/submissions/${encodeURIComponent(submissionId)}/comments`, {
    query: { version },
    signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

export const useVersions = (submissionId: string, enabled = true) =>
  useQuery({ queryKey: versionsKey(submissionId), queryFn: ({ signal }) => getVersions(submissionId, signal), enabled });

export const useComments = (submissionId: string, version: number | null) =>
  useQuery({
    queryKey: commentsKey(submissionId, version ?? 0),
    queryFn: ({ signal }) => getComments(submissionId, version!, signal),
    enabled: version !== null,
  });

/** Puts the server's copy of a comment in the cached list (added at its moment, or replaced in place). */
export function withComment(list: TSubmissionComment[] | undefined, comment: TSubmissionComment): TSubmissionComment[] {
  const rest = (list ?? []).filter((c) => c.id !== comment.id);
  return [...rest, comment].sort((a, b) => a.at_seconds - b.at_seconds || a.created_at.localeCompare(b.created_at));
}

function useCommentCache(submissionId: string) {
  const queryClient = useQueryClient();
  return (response: TCommentResponse) => {
    const comment = response.data;
    queryClient.setQueryData<TSubmissionComment[]>(commentsKey(submissionId, comment.version), (list) => withComment(list, comment));
    // The versions' open counts follow.
    void queryClient.invalidateQueries({ queryKey: versionsKey(submissionId) });
  };
}

export function useAddComment(submissionId: string) {
  const put = useCommentCache(submissionId);
  return useMutation({
    mutationFn: (input: { request: TCreateCommentRequest; idempotencyKey: string }) =>
      api.post<TCommentResponse>(`/api/submissions/${encodeURIComponent(submissionId)}/comments`, input.request, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSuccess: put,
  });
}

export function useReply(submissionId: string) {
  const put = useCommentCache(submissionId);
  return useMutation({
    mutationFn: (input: { commentId: string; body: string; idempotencyKey: string }) =>
      api.post<TCommentResponse>(
        `/api/submissions/comments/${encodeURIComponent(input.commentId)}/replies`,
        { body: input.body },
        { headers: { 'Idempotency-Key': input.idempotencyKey } },
      ),
    onSuccess: put,
  });
}

export function useResolve(submissionId: string) {
  const put = useCommentCache(submissionId);
  return useMutation({
    mutationFn: (commentId: string) => api.post<TCommentResponse>(`/api/submissions/comments/${encodeURIComponent(commentId)}/resolve`),
    onSuccess: put,
  });
}
