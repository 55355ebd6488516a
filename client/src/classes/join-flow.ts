/**
 * R-CLASS-1: what the join page does for who opens it. A visitor is asked to log in or register on the page itself
 * (the account popup keeps the address); once they have, the join goes ahead on its own, as if they had clicked.
 * Someone already logged in joins with one click.
 */
export type JoinStep = 'checking' | 'visitor' | 'ready' | 'auto-join';

export function joinStep(ready: boolean, loggedIn: boolean, wasVisitor: boolean): JoinStep {
  if (!ready) return 'checking';
  if (!loggedIn) return 'visitor';
  return wasVisitor ? 'auto-join' : 'ready';
}
