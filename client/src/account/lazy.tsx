import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import { useOnceTrue } from '../lib/use-once-true';
import type { SaveGameDialog as SaveGameDialogType } from './SaveGameDialog';
import type { AuthDialog as AuthDialogType } from './AuthDialog';

// The account screens (and the form schemas they carry) load the first time they are needed, keeping
// them out of the first page's JavaScript.
const AuthDialogChunk = lazyChunk<ComponentProps<typeof AuthDialogType>>(() => import('./AuthDialog').then((m) => m.AuthDialog));
const SuspensionModalChunk = lazyChunk(() => import('./SuspensionModal').then((m) => m.SuspensionModal));
const SaveGameDialogChunk = lazyChunk<ComponentProps<typeof SaveGameDialogType>>(() => import('./SaveGameDialog').then((m) => m.SaveGameDialog));

export function AuthDialog(props: ComponentProps<typeof AuthDialogType>) {
  const needed = useOnceTrue(props.step !== null);
  return needed ? (
    <Suspense fallback={null}>
      <AuthDialogChunk {...props} />
    </Suspense>
  ) : null;
}

export function SuspensionModal({ open }: { open: boolean }) {
  const needed = useOnceTrue(open);
  return needed ? (
    <Suspense fallback={null}>
      <SuspensionModalChunk />
    </Suspense>
  ) : null;
}

export function SaveGameDialog(props: ComponentProps<typeof SaveGameDialogType>) {
  return (
    <Suspense fallback={null}>
      <SaveGameDialogChunk {...props} />
    </Suspense>
  );
}
