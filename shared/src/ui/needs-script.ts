import { BOOT_CONTRACT } from '../config/runtime';
import type { FirstActionPart } from '../first-action/parts';

/**
 * The attribute that marks a part acting by itself (an autoplay, a map, a timed dialog): the app,
 * which boots only when first needed (shared/build/boot.js), boots as such a part nears the screen.
 */
export function needsScript(when = true): Record<string, string> {
  return when ? { [BOOT_CONTRACT.needsScriptAttribute]: '' } : {};
}

/**
 * The attribute that names the part script a part's first action loads (shared/src/first-action/),
 * in place of the whole app (shared/build/boot.js; ARCHITECTURE.md, "The first action").
 */
export function firstActionPart(part: FirstActionPart, when = true): Record<string, string> {
  return when ? { [BOOT_CONTRACT.firstActionAttribute]: part } : {};
}
