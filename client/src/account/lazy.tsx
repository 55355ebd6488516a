import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The account screens (and the form schemas they carry) load the first time they are needed, keeping
// them out of the first page's JavaScript.
const AuthDialogChunk = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));
const SuspensionModalChunk = lazy(() => import('./SuspensionModal').then((m) => ({ default: m.SuspensionModal })));
const ProfileViewChunk = lazy(() => import('./ProfileView').then((m) => ({ default: m.ProfileView })));
const SaveGameDialogChunk = lazy(() => import('./SaveGameDialog').then((m) => ({ default: m.SaveGameDialog })));

/** True from the first time `flag` is true: a dialog stays mounted after it closes, so closing it returns focus. */
function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}

export function AuthDialog(props: ComponentProps<typeof AuthDialogChunk>) {
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

export function ProfileView(props: ComponentProps<typeof ProfileViewChunk>) {
  return (
    <Suspense fallback={<p className="panel muted">Loading your dashboard…</p>}>
      <ProfileViewChunk {...props} />
    </Suspense>
  );
}

export function SaveGameDialog(props: ComponentProps<typeof SaveGameDialogChunk>) {
  return (
    <Suspense fallback={null}>
      <SaveGameDialogChunk {...props} />
    </Suspense>
  );
}
