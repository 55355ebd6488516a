import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import type { NavState } from '../lib/navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** The screen the link is on, for the next screen's Back label ('games', 'profile', 'library'). */
  from?: string;
}

/**
 * A real link to a screen of the app: a click moves there without a page load, while middle-click,
 * Ctrl/Cmd-click and "Open in new tab" open the address in a new tab, as any link does.
 */
export function AppLink({ to, from, ...anchor }: AppLinkProps) {
  const state: NavState = from === undefined ? { inApp: true } : { inApp: true, from };
  return <Link href={to} state={state} {...anchor} />;
}
