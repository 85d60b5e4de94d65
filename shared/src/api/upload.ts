/**
 * Resume upload: to the CMS's upload route (multipart field `files`), which takes one PDF, DOC or
 * DOCX resume. Resolves to the file's URL exactly as the CMS answered it (`/admin/resumes/<file>`,
 * which the CMS serves to HR only): the application must name that URL, since the CMS accepts only
 * a resume uploaded to it within the hour (cms/src/utils/resume-file.js).
 */
import { loadHttp } from './http';
import { ApiError, toApiError } from './errors';
import { isRecord } from './normalize';

/** Uploads can be slower than reads: 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

function fileName(file: File | Blob, name?: string): string {
  if (name) return name;
  if (typeof File !== 'undefined' && file instanceof File && file.name) return file.name;
  return 'resume';
}

export async function uploadResume(file: File | Blob, name?: string): Promise<string> {
  const form = new FormData();
  try {
    const { apiClient } = await loadHttp();
    form.append('files', file, fileName(file, name));
    const res = await apiClient.post<unknown>('/upload', form, { timeout: UPLOAD_TIMEOUT_MS });
    const first: unknown = Array.isArray(res.data) ? res.data[0] : undefined;
    const url = isRecord(first) ? first.url : undefined;
    if (typeof url !== 'string' || !url)
      throw new ApiError('The CMS answered without a file URL', res.status);
    return url;
  } catch (error) {
    throw toApiError(error);
  }
}
