import { useRef, useState, type PointerEvent } from 'react';
import type { Zone } from '../drop';

/** A finger must travel this far before a press becomes a drag (less is a tap, which chooses the item). */
const DRAG_START_PX = 10;

/** A click this soon after a drag ended is the drag's own (a browser may or may not send one): it is not a choice. */
const CLICK_AFTER_DRAG_MS = 400;

interface Press {
  item: string;
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

export interface TouchDrag {
  /** The item under the finger and where it is, while a drag is on (for the floating copy). */
  ghost: { item: string; x: number; y: number } | null;
  /** Spread on a hand item's button. */
  handlers: (item: string) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  /** True for the click that ends a drag, so it does not also choose the item. */
  consumeClick: () => boolean;
}

/**
 * Dragging an item onto a zone with a finger (R-TEAM-13). HTML5 drag and drop is the mouse's; on a phone the press is
 * followed with pointer events and the zone found under the finger where it lifts (`data-race-zone`). A mouse keeps
 * the browser's own drag.
 */
export function useTouchDrag(onDrop: (zone: Zone, item: string) => void): TouchDrag {
  const press = useRef<Press | null>(null);
  const dragEndedAt = useRef(-Infinity);
  const [ghost, setGhost] = useState<TouchDrag['ghost']>(null);
  const end = () => {
    press.current = null;
    setGhost(null);
  };
  return {
    ghost,
    consumeClick: () => {
      const ownClick = performance.now() - dragEndedAt.current < CLICK_AFTER_DRAG_MS;
      dragEndedAt.current = -Infinity;
      return ownClick;
    },
    handlers: (item) => ({
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse') return;
        press.current = { item, pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event) => {
        const current = press.current;
        if (!current || current.pointerId !== event.pointerId) return;
        if (!current.dragging && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_START_PX) return;
        current.dragging = true;
        setGhost({ item, x: event.clientX, y: event.clientY });
      },
      onPointerUp: (event) => {
        const current = press.current;
        if (!current || current.pointerId !== event.pointerId) return;
        end();
        if (!current.dragging) return;
        dragEndedAt.current = performance.now();
        const zone = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-race-zone]')?.dataset.raceZone;
        if (zone === 'upper' || zone === 'lower') onDrop(zone, current.item);
      },
      onPointerCancel: end,
    }),
  };
}
