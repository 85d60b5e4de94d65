import { useEffect } from 'react';

/** docs/requirements.md#exit-intent-popup: the session key and the touch-device delay. */
export const EXIT_INTENT_KEY = 'hasShownExitIntent';
export const TOUCH_DELAY_MS = 5000;

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
 * page, or after 5 s on devices without a fine pointer (touch).
 */
export function useExitIntent(open: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled || alreadyShown()) return;
    const fire = () => {
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
    else timer = setTimeout(fire, TOUCH_DELAY_MS);
    function cleanup() {
      document.removeEventListener('mouseout', onMouseOut);
      if (timer) clearTimeout(timer);
    }
    return cleanup;
  }, [open, enabled]);
}
