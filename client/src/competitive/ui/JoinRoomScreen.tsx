import { ROOM_CODE_LENGTH } from '@matchdrop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BackButton } from '../../ui/BackButton';
import { takeSeat, type Seat } from '../enter-room';
import { roomFailureMessage } from '../net/refusal';
import { joinRoom } from '../net/rest';
import { canJoin, normalizeRoomCode } from '../room-form';

const JOIN_FAILED = 'Failed to join room';

interface JoinRoomScreenProps {
  onBack: () => void;
  onEntered: (seat: Seat) => void;
}

/** R-ROOM-2 join: a 6-character code, uppercased as typed; Join is disabled unless it has 6 characters. */
export function JoinRoomScreen({ onBack, onEntered }: JoinRoomScreenProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canJoin(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const room = await joinRoom(code);
      onEntered(await takeSeat(room, null, JOIN_FAILED));
    } catch (caught) {
      setError(roomFailureMessage(caught, JOIN_FAILED));
      setBusy(false);
    }
  };

  return (
    <section className="panel competitive-form" aria-labelledby="join-room-heading">
      <BackButton label="Back" onClick={onBack} />
      <h2 id="join-room-heading" className="panel-title">
        Join Room
      </h2>
      <form onSubmit={(e) => void submit(e)} className="form-stack join-form">
        <label htmlFor={inputId} className="form-legend">
          Room code
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="room-code-input"
          value={code}
          onChange={(e) => {
            setCode(normalizeRoomCode(e.currentTarget.value));
            setError(null);
          }}
          maxLength={ROOM_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          aria-describedby={hintId}
          aria-invalid={error !== null}
          placeholder="ABC123"
        />
        <p id={hintId} className="muted form-hint">
          {code.length} of {ROOM_CODE_LENGTH} characters
        </p>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-large" disabled={!canJoin(code) || busy}>
          {busy ? 'Joining…' : 'Join'}
        </button>
      </form>
    </section>
  );
}
