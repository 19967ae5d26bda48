/** Where the owner (or a reader a FileReadPolicy allows) fetches a stored file: GET /api/files/{id}. */
export const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);
