import { ROOM_CODE_LENGTH } from '@matchdrop/shared';
import { useId, useState, type FormEvent } from 'react';
import { canJoin, normalizeRoomCode } from '../../multiplayer/room-form';

/** "Join a tournament": the 6-character code from the host's screen. Visitors may join without an account. */
export function TournamentCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canJoin(code)) onCode(code);
  };
  return (
    <form className="tournament-code-form" onSubmit={submit} aria-label="Join a tournament">
      <label htmlFor={id} className="form-legend">
        Tournament code
      </label>
      <div className="tournament-code-row">
        <input
          id={id}
          className="nickname-input tournament-code-input"
          value={code}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={ROOM_CODE_LENGTH + 4}
          placeholder="ABC234"
          onChange={(event) => setCode(normalizeRoomCode(event.target.value))}
        />
        <button type="submit" className="btn btn-primary" disabled={!canJoin(code)}>
          Join tournament
        </button>
      </div>
    </form>
  );
}
