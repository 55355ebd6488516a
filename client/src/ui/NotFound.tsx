import { useEffect, useRef } from 'react';
import { AppLink } from './AppLink';

/** Any address the route table does not know, or a screen the user may not see: said plainly, with a way home. */
export function NotFound({ title = 'Page not found', detail = 'There is no page at this address.' }: { title?: string; detail?: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="panel" aria-labelledby="not-found-heading" data-testid="not-found">
      <h2 id="not-found-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="panel-subtitle">{detail}</p>
      <AppLink className="btn btn-primary" to="/">
        Go to the games
      </AppLink>
    </section>
  );
}
