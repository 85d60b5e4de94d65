import { BOOT_CONTRACT, getRuntimeConfig, SITE_CONTRACT } from '@navdhara/shared';
import { FALLBACK_KEY, failedHere, versionIn } from './remote-registry';

/**
 * Remembers that `owner`'s live version (`live`) failed in this tab, so the page loads again on
 * its fallback (remote-registry.ts applies it). False when that already happened (the fallback
 * failed too: nothing else to try). A new release changes the live URL, which gets its own chance.
 */
function rememberFailure(owner: string, live: string): boolean {
  const failed = failedHere();
  if (failed[owner] === live) return false;
  try {
    sessionStorage.setItem(FALLBACK_KEY, JSON.stringify({ ...failed, [owner]: live }));
    return true;
  } catch {
    return false;
  }
}

/**
 * The live version of a remote failed to load here: tell the site's server (its log is where the
 * team sees it), then load the page again on the registry's fallback (remote-registry.ts). False
 * when there is no fallback or this tab already fell back (the fallback failed too).
 */
export function switchToFallback(owner: string, error: unknown): boolean {
  const { remotes, fallbacks } = getRuntimeConfig();
  const live = remotes[owner];
  const fallback = fallbacks?.[owner];
  if (!live || !fallback || fallback === live || !rememberFailure(owner, live)) return false;
  const report = {
    remote: owner,
    version: versionIn(live),
    phase: 'browser load',
    message: error instanceof Error ? error.message : String(error),
    fallback: versionIn(fallback),
  };
  console.error(
    `${report.remote} version ${report.version} failed to load (${report.message}); loading version ${report.fallback}`,
  );
  try {
    navigator.sendBeacon(SITE_CONTRACT.remoteFailurePath, JSON.stringify(report));
  } catch {
    // Reporting is best effort; the visitor's page matters more.
  }
  try {
    // The visitor was using the app: the reloaded page boots it at once (shared/build/boot.js).
    sessionStorage.setItem(BOOT_CONTRACT.bootAtOnceKey, 'true');
  } catch {
    // Storage refused: the reloaded page boots at the visitor's next tap or key.
  }
  window.location.reload();
  return true;
}
