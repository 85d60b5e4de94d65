import type { AxiosError } from 'axios';
import { isRecord } from './normalize';

/** A failed content-service call: HTTP status (0 for network errors and timeouts) and Strapi's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

/** axios.isAxiosError without importing axios (it loads with the first request, see http.ts). */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

/** Any error thrown by axios -> ApiError with the CMS's own message when there is one. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    const apiErr = isRecord(body) && isRecord(body.error) ? body.error : null;
    const message =
      apiErr && typeof apiErr.message === 'string'
        ? apiErr.message
        : error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
          ? 'The content service did not answer in time'
          : error.message || 'Request failed';
    return new ApiError(message, status, apiErr ? apiErr.details : undefined);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
}
