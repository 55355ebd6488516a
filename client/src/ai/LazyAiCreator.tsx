import { Trans } from '@lingui/react/macro';
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import type { AiCreatorScreen as AiCreatorScreenType } from './AiCreatorScreen';

// The creator (chat, preview, its styles) loads the first time it opens, so the first page stays small.
const AiCreatorScreen = lazyChunk<ComponentProps<typeof AiCreatorScreenType>>(() => import('./AiCreatorScreen').then((module) => module.AiCreatorScreen));

export function LazyAiCreator(props: ComponentProps<typeof AiCreatorScreenType>) {
  return (
    <Suspense
      fallback={
        <p className="panel muted" role="status">
          <Trans>Loading the AI game creator…</Trans>
        </p>
      }
    >
      <AiCreatorScreen {...props} />
    </Suspense>
  );
}
