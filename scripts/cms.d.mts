/** Types for scripts/cms.mjs (used from TypeScript, e.g. Playwright global setup). */
export interface StartCmsOptions {
  port?: number;
  host?: string;
  /** SQLite file; a fresh path gives a fresh, seeded database. */
  dbFile?: string;
  /** Where uploads go; a temp dir keeps test runs apart. */
  uploadsDir?: string;
  /**
   * The CMS's temporary folder (TMPDIR: where uploads wait while they are checked), created when
   * missing; a folder of its own lets a test see that nothing stays in it. Default: the system's.
   */
  tmpDir?: string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Echo Strapi's output prefixed with [cms] (default true). */
  log?: boolean;
  /** Extra environment for Strapi (CMS_RATE_LIMIT_MAX, DATABASE_CLIENT=postgres, ...). */
  env?: Record<string, string>;
  timeoutMs?: number;
}
export interface RunningCms {
  url: string;
  stop(): Promise<void>;
  dbFile: string;
  uploadsDir: string;
  /** The CMS's temporary folder (the tmpDir option, or the system's). */
  tmpDir: string;
  pid: number;
  /** Everything Strapi wrote since it started (its log), up to 8 MB. */
  output(): string;
}
export const CMS_DIR: string;
export const DEFAULT_DB_FILE: string;
export const DEFAULT_UPLOADS_DIR: string;
export function startCms(options?: StartCmsOptions): Promise<RunningCms>;
export function resetCms(options?: { dbFile?: string; uploadsDir?: string }): void;
export function ensureEnvFile(): Record<string, string>;
export function readEnvFile(): Record<string, string>;
/** Builds the admin panel into cms/build (force: false skips it when current). */
export function buildCmsAdmin(options?: { log?: boolean; force?: boolean }): Promise<void>;
/** Builds the admin panel when missing or stale; true when it built. */
export function ensureCmsAdmin(options?: { log?: boolean }): Promise<boolean>;
export function isAdminBuilt(): boolean;
export function isAdminCurrent(): boolean;
export function adminBuildHash(): string;
export function adminLoginText(cmsUrl: string): string;
export const ADMIN_BUILD_DIR: string;
