import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a first-screen image is still on its way, for the spinner drawn over it. Never in the
 * server's HTML: the app may boot long after the image has come (or never, without script). Once
 * mounted, true while the image is incomplete, until it loads or fails. Put `imageRef` and
 * `imageEvents` on the `<img>`; `src` re-checks when the image changes.
 */
export function useImageLoading(src: string) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setLoading(!(imageRef.current?.complete ?? true));
  }, [src]);
  const done = useCallback(() => setLoading(false), []);
  return { imageRef, loading, imageEvents: { onLoad: done, onError: done } };
}
