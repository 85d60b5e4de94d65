import { BOOT_CONTRACT } from '@navdhara/shared';

type EarlyFetches = Record<string, Promise<string | null> | undefined>;

/**
 * The text at an address the app starts with (the registry's route table, the page's data): as
 * the boot script fetched it beside main.js (shared/build/boot.js, `fetchEarly`), or fetched now
 * where it did not (the app booted without it: a dev server, a reload to recover). Null when it
 * cannot be had: the caller takes its way without it.
 */
export function fetchedText(url: string, cache: RequestCache): Promise<string | null> {
  const early = (window as unknown as Record<string, EarlyFetches | undefined>)[
    BOOT_CONTRACT.earlyFetchesGlobal
  ]?.[url];
  return (
    early ??
    fetch(url, { cache, credentials: 'same-origin' }).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    )
  );
}
