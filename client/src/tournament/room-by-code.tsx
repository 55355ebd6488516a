import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { BackButton } from '../ui/BackButton';
import { dropSeat, readSeat, tabStorage, writeSeat, type TournamentSeat } from './net/seat-store';

/** A live event looked up by its code: under way, refused (the words to show), or found. */
export type Found<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'found'; value: T };

/** Reads a tournament or a team race by its code once per code; a refusal's words come from `failed`. */
export function useFoundByCode<T>(code: string, read: (code: string) => Promise<T>, failed: () => string): Found<T> {
  const [found, setFound] = useState<Found<T>>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    read(code).then(
      (value) => current && setFound({ kind: 'found', value }),
      (error: unknown) => current && setFound({ kind: 'failed', message: error instanceof Error ? error.message : failed() }),
    );
    return () => {
      current = false;
    };
    // `read` and `failed` are module-level functions: the code alone decides what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  return found;
}

/** While the lookup runs: `opening`; when it was refused: why, with Back. null once found. */
export function FoundStatus({ found, opening, onClose }: { found: Found<unknown>; opening: ReactNode; onClose: () => void }) {
  const { t } = useLingui();
  if (found.kind === 'loading') {
    return (
      <p className="panel muted" role="status">
        {opening}
      </p>
    );
  }
  if (found.kind === 'failed') {
    return (
      <section className="panel">
        <BackButton label={t`Back`} onClick={onClose} />
        <p className="error-message" role="alert">
          {found.message}
        </p>
      </section>
    );
  }
  return null;
}

/**
 * A player's stored seat in this tab for one code (under the mode's storage prefix): `take` keeps a new one,
 * `leave` gives it up and closes, `forget` drops one the server no longer knows (removed, or a token of an old
 * server) so the join form comes back.
 */
export function useStoredSeat(code: string, prefix: string, onClose: () => void) {
  const [seat, setSeat] = useState<TournamentSeat | null>(() => readSeat(tabStorage(), code, prefix));
  const take = (next: TournamentSeat) => {
    writeSeat(tabStorage(), next, prefix);
    setSeat(next);
  };
  const leave = () => {
    dropSeat(tabStorage(), code, prefix);
    onClose();
  };
  const forget = () => {
    dropSeat(tabStorage(), code, prefix);
    setSeat(null);
  };
  return { seat, take, leave, forget };
}
