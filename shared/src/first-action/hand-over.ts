import { BOOT_CONTRACT } from '../config/runtime';

/**
 * A part the first-action script has running (its engine and its listeners) until the app takes it
 * over: `release` removes the script's listeners, so the app's own handlers answer from then on.
 */
export interface PartHandOver<Engine> {
  engine: Engine;
  release(): void;
}

type HandOvers = WeakMap<Element, PartHandOver<unknown>>;

/**
 * The page's hand-overs, on `window` because the part scripts and the app are separate bundles
 * (ARCHITECTURE.md, "The first action").
 */
function handOvers(): HandOvers {
  const holder = window as unknown as Record<string, HandOvers | undefined>;
  const existing = holder[BOOT_CONTRACT.firstActionGlobal];
  if (existing) return existing;
  const created: HandOvers = new WeakMap();
  holder[BOOT_CONTRACT.firstActionGlobal] = created;
  return created;
}

/** Whether a part script runs `element` now. */
export function isRunByPartScript(element: Element): boolean {
  return handOvers().has(element);
}

/** A part script records what it runs, for the app to take over. */
export function handOver<Engine>(element: Element, part: PartHandOver<Engine>): void {
  handOvers().set(element, part as PartHandOver<unknown>);
}

/**
 * The app takes over a part the part script runs: the script's listeners are removed and its
 * engine is the app's from now on (undefined when no script ran the part).
 */
export function takeOver<Engine>(element: Element): Engine | undefined {
  const part = handOvers().get(element);
  if (!part) return undefined;
  handOvers().delete(element);
  part.release();
  return part.engine as Engine;
}
