import { lazy, Suspense, type ComponentProps } from 'react';

// The creator (chat, preview, its styles) loads the first time it opens, so the first page stays small.
const AiCreatorScreen = lazy(() => import('./AiCreatorScreen').then((module) => ({ default: module.AiCreatorScreen })));

export function LazyAiCreator(props: ComponentProps<typeof AiCreatorScreen>) {
  return (
    <Suspense
      fallback={
        <p className="panel muted" role="status">
          Loading the AI game creator…
        </p>
      }
    >
      <AiCreatorScreen {...props} />
    </Suspense>
  );
}
