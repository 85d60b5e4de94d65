import { useEffect } from 'react';
import { BOOT_CONTRACT } from '@navdhara/shared';

/** docs/requirements.md#exit-intent-popup: the session key and the touch-device delay. */
export const EXIT_INTENT_KEY = BOOT_CONTRACT.exitIntentKey;
export const TOUCH_DELAY_MS = BOOT_CONTRACT.touchExitIntentMs;

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(EXIT_INTENT_KEY) === 'true';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(EXIT_INTENT_KEY, 'true');
  } catch {
    // Private modes may refuse storage; the popup then simply may show again next session.
  }
}

/**
 * Calls `open` once per browser session (docs/requirements.md#exit-intent-popup): when a fine pointer leaves the top of the
 * page, or 5 s after the visitor arrived on devices without a fine pointer (touch). The app boots
 * when first needed (shared/build/boot.js), on a touch device at the latest when the popup is due,
 * so the delay counts from the page's start, not from this hook's; a pointer that left the top
 * before this hook listened was kept by that script, and opens the popup now.
 */
export function useExitIntent(open: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled || alreadyShown()) return;
    const root = document.documentElement;
    const fire = () => {
      root.removeAttribute(BOOT_CONTRACT.exitIntentAttribute);
      if (alreadyShown()) return;
      markShown();
      open();
      cleanup();
    };
    const onMouseOut = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) fire();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finePointer = window.matchMedia('(pointer: fine)').matches;
    if (finePointer) document.addEventListener('mouseout', onMouseOut);
    else timer = setTimeout(fire, Math.max(0, TOUCH_DELAY_MS - performance.now()));
    // The pointer left the top before this hook listened: the boot script kept it.
    if (root.hasAttribute(BOOT_CONTRACT.exitIntentAttribute)) fire();
    function cleanup() {
      document.removeEventListener('mouseout', onMouseOut);
      if (timer) clearTimeout(timer);
    }
    return cleanup;
  }, [open, enabled]);
}
