import { useCallback, useEffect, useState } from 'react';
import { listenAll } from '../../lib/listen-all';

/**
 * The projector's presentation mode: the whole screen through the Fullscreen API (asked for inside the click,
 * as browsers require). Escape leaves it: the browser's own Escape ends full screen, and the page's Escape
 * closes the view when full screen was refused (an iframe, a kiosk policy) and the view only covers the window.
 */
export function usePresentation(): { presenting: boolean; enter: () => void; leave: () => void } {
  const [presenting, setPresenting] = useState(false);

  const leave = useCallback(() => {
    setPresenting(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const enter = useCallback(() => {
    setPresenting(true);
    // Refused or unsupported: the view still covers the window, and Escape still closes it.
    document.documentElement.requestFullscreen?.({ navigationUI: 'hide' }).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!presenting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') leave();
    };
    // Full screen ended by the browser (its Escape, F11): the presentation ends with it.
    const onFullscreen = () => {
      if (!document.fullscreenElement) setPresenting(false);
    };
    return listenAll([window, 'keydown', onKey], [document, 'fullscreenchange', onFullscreen]);
  }, [presenting, leave]);

  return { presenting, enter, leave };
}
