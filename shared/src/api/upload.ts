/**
 * Resume upload: to the CMS upload endpoint by default (multipart field `files`),
 * or to the hosted upload service when runtime config has `resumeUpload`
 * (fields `file`, `upload_preset`, `resource_type: auto`; the answer's
 * `secure_url` is the resume URL). Resolves to an absolute URL.
 */
import { getRuntimeConfig } from '../config/runtime';
import { loadHttp } from './http';
import { cmsOrigin } from './origin';
import { ApiError, toApiError } from './errors';
import { absoluteUrl, isRecord } from './normalize';

/** Uploads can be slower than reads: 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

function fileName(file: File | Blob, name?: string): string {
  if (name) return name;
  if (typeof File !== 'undefined' && file instanceof File && file.name) return file.name;
  return 'resume';
}

export async function uploadResume(file: File | Blob, name?: string): Promise<string> {
  const hosted = getRuntimeConfig().resumeUpload;
  const form = new FormData();
  try {
    const { apiClient, axios } = await loadHttp();
    if (hosted) {
      form.append('file', file, fileName(file, name));
      form.append('upload_preset', hosted.uploadPreset);
      form.append('resource_type', 'auto');
      const res = await axios.post<unknown>(hosted.url, form, { timeout: UPLOAD_TIMEOUT_MS });
      const url = isRecord(res.data) ? res.data.secure_url : undefined;
      if (typeof url !== 'string' || !url)
        throw new ApiError('The upload service answered without a file URL', res.status);
      return url;
    }
    form.append('files', file, fileName(file, name));
    const res = await apiClient.post<unknown>('/upload', form, { timeout: UPLOAD_TIMEOUT_MS });
    const first: unknown = Array.isArray(res.data) ? res.data[0] : undefined;
    const url = isRecord(first) ? first.url : undefined;
    if (typeof url !== 'string' || !url)
      throw new ApiError('The CMS answered without a file URL', res.status);
    return absoluteUrl(url, cmsOrigin());
  } catch (error) {
    throw toApiError(error);
  }
}
