import { useEffect, type RefObject } from 'react';

/** What the page has focused, as far as the initial focus cares. */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
}

/**
 * Whether the delayed initial focus may still move focus to its field. Not when the user (or a test
 * driver) is already typing somewhere else: on a busy machine the frame can come late, and moving
 * focus in the middle of typing would send the rest of the text into the wrong field.
 */
export function mayTakeInitialFocus(active: FocusedElement | null): boolean {
  if (active === null) return true;
  const typing = ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName.toUpperCase()) || active.isContentEditable === true;
  return !typing;
}

/**
 * Focuses the element once it is on screen. It waits a frame because a native <dialog> opened by a
 * parent effect (which runs after this child's) would otherwise move focus to its first button.
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      const target = ref.current;
      if (target && document.activeElement !== target && mayTakeInitialFocus(document.activeElement)) target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, active]);
}
