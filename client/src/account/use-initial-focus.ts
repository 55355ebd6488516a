import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element once it is on screen. It waits a frame because a native <dialog> opened by a
 * parent effect (which runs after this child's) would otherwise move focus to its first button.
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref, active]);
}
