/**
 * The part scripts a first action may load before the app (ARCHITECTURE.md, "The first action"):
 * each is `shared/src/first-action/<name>.ts`, built on its own by shared/build/first-action.ts.
 */
export const FIRST_ACTION_PARTS = ['carousel'] as const;

export type FirstActionPart = (typeof FIRST_ACTION_PARTS)[number];
