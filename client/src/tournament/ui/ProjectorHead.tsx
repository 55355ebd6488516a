import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface ProjectorHeadProps {
  headingId: string;
  title: string;
  gameName: string;
  rounds: number;
  locked: boolean;
  /** More of the event's settings after the round count ("· Goal: 5 in a row"). */
  settings?: ReactNode;
  /** The head's buttons (the tournament's presentation mode). */
  children?: ReactNode;
}

/** A projector's head, for a tournament and a team race alike: the stage, the game, the rounds, and the lock. */
export function ProjectorHead({ headingId, title, gameName, rounds, locked, settings, children }: ProjectorHeadProps) {
  return (
    <header className="projector-head">
      <h2 id={headingId} className="projector-title">
        {title}
      </h2>
      <p className="projector-game">
        {gameName} · <Plural value={rounds} one="# round" other="# rounds" />
        {settings}
        {locked && (
          <span className="projector-locked">
            {' · 🔒 '}
            <Trans>Locked</Trans>
          </span>
        )}
      </p>
      {children}
    </header>
  );
}

/** The code, small, once the big join panel has made way for the race. */
export function ProjectorCodeSmall({ code }: { code: string }) {
  return (
    <p className="projector-code-small">
      <Trans>
        Code <strong data-testid="tournament-code">{ph({ code })}</strong>
      </Trans>
    </p>
  );
}

/** The projector's way out: Close once the event is over, else Leave projector (the event goes on without it). */
export function ProjectorClose({ finished, onClose }: { finished: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn-secondary" onClick={onClose}>
      {finished ? t`Close` : t`Leave projector`}
    </button>
  );
}
