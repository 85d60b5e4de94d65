/** Types for scripts/cms-user.mjs (used from TypeScript, e.g. the CMS role tests). */
export const ROLE_NAMES: { readonly editor: 'Editor'; readonly hr: 'HR'; readonly sales: 'Sales' };
export function generatePassword(): string;
export interface CreateCmsUserOptions {
  cmsUrl: string;
  /** editor, hr or sales */
  role: string;
  email: string;
  /** Generated for a new user when missing. */
  password?: string;
  firstname?: string;
  lastname?: string;
  /** The login used to create the user (default: the super admin of cms/.env). */
  admin?: { email: string; password: string };
  /** A super admin's admin API token, instead of logging in. */
  token?: string;
}
export interface CreatedCmsUser {
  id: number;
  email: string;
  role: string;
  created: boolean;
  password: string | null;
}
export function createCmsUser(options: CreateCmsUserOptions): Promise<CreatedCmsUser>;
