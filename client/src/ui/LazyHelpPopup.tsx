import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import { useOnceTrue } from '../lib/use-once-true';
import type { HelpPopup } from './HelpPopup';

// The help popup opens only on a click: its text is a chunk of its own (R-UI-8), loaded the first time it opens.
const HelpPopupChunk = lazyChunk(() => import('./HelpPopup').then((module) => module.HelpPopup));

export function LazyHelpPopup(props: ComponentProps<typeof HelpPopup>) {
  const needed = useOnceTrue(props.open);
  return needed ? (
    <Suspense fallback={null}>
      <HelpPopupChunk {...props} />
    </Suspense>
  ) : null;
}
