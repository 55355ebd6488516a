import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_CODE_LENGTH } from '@matchdrop/shared';
import { useId, useState, type FormEvent } from 'react';
import { canJoin, normalizeRoomCode } from '../../multiplayer/room-form';

/** "Join a tournament": the 6-character code from the host's screen. Visitors may join without an account. */
export function TournamentCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const id = useId();
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canJoin(code)) onCode(code);
  };
  return (
    <form className="tournament-code-form" onSubmit={submit} aria-label={t`Join a tournament`}>
      <label htmlFor={id} className="form-legend">
        <Trans>Tournament code</Trans>
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
          <Trans>Join tournament</Trans>
        </button>
      </div>
    </form>
  );
}
