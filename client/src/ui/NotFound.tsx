import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from './AppLink';

/** Any address the route table does not know, or a screen the user may not see: said plainly, with a way home. */
export function NotFound({ title, detail }: { title?: string; detail?: string }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="panel" aria-labelledby="not-found-heading" data-testid="not-found">
      <h2 id="not-found-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        {title ?? t`Page not found`}
      </h2>
      <p className="panel-subtitle">{detail ?? t`There is no page at this address.`}</p>
      <AppLink className="btn btn-primary" to="/">
        <Trans>Go to the games</Trans>
      </AppLink>
    </section>
  );
}
