import { useEffect, useRef } from 'react';

/** Calls onClose `ms` after `active` turns true (the panels that close themselves, R-SHARE-5). */
export function useCloseAfter(active: boolean, ms: number, onClose: () => void): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
