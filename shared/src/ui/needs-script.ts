import { BOOT_CONTRACT } from '../config/runtime';

/**
 * The attribute that marks a part acting by itself (an autoplay, a map, a timed dialog): the app,
 * which boots only when first needed (shared/build/boot.js), boots as such a part nears the screen.
 */
export function needsScript(when = true): Record<string, string> {
  return when ? { [BOOT_CONTRACT.needsScriptAttribute]: '' } : {};
}
