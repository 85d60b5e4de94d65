export const SITE_URL: string;
export function prerender(options: { cmsUrl: string; log?: boolean }): Promise<{ pages: number }>;
