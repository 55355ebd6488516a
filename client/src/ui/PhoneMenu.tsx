import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { listenAll } from '../lib/listen-all';
import '../styles/phone-menu.css';

/** Where the menu folds away behind its button: the phone layout's width (header.css, game-screen.css). */
const PHONE_QUERY = '(max-width: 640px)';

interface PhoneMenuProps {
  /** The button's name (and tooltip), e.g. "Settings and help". */
  label: string;
  icon: ReactNode;
  /** Places the panel: `header-menu` or `game-settings` (phone-menu.css). */
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Controls that sit in their row on a wider screen and fold behind one button on a phone (issue 33): a disclosure
 * (aria-expanded, aria-controls) whose panel opens under the row, inside the screen. Escape or a press outside
 * closes it; so does the screen growing past the phone width, where the button is gone (an open menu pauses the game).
 */
export function PhoneMenu({ label, icon, className, open, onOpenChange, children }: PhoneMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const phone = window.matchMedia(PHONE_QUERY);
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const closeOnWiden = () => {
      if (!phone.matches) onOpenChange(false);
    };
    return listenAll([document, 'pointerdown', closeOutside], [phone, 'change', closeOnWiden]);
  }, [open, onOpenChange]);

  // Handled here first: the game screen's Escape (pause) sees it as taken.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={`phone-menu ${className}`} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button phone-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => onOpenChange(!open)}
      >
        {icon}
      </button>
      <div id={panelId} className="phone-menu-panel" data-open={open ? 'true' : undefined}>
        {children}
      </div>
    </div>
  );
}
