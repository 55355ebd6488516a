import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_CODE_LENGTH } from '@matchdrop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { BackButton } from '../../ui/BackButton';
import { FormError } from '../../ui/FormMessage';
import { takeSeat, type Seat } from '../enter-room';
import { roomFailureMessage } from '../net/refusal';
import { joinRoom } from '../net/rest';
import { canJoin, normalizeRoomCode } from '../../multiplayer/room-form';

interface JoinRoomScreenProps {
  onBack: () => void;
  onEntered: (seat: Seat) => void;
}

/** R-ROOM-2 join: a 6-character code, uppercased as typed; Join is disabled unless it has 6 characters. */
export function JoinRoomScreen({ onBack, onEntered }: JoinRoomScreenProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (roomCode: string) => {
      const room = await joinRoom(roomCode);
      onEntered(await takeSeat(room, null, t`Failed to join room`));
    },
    // The room screen replaces this one: Join stays busy until then.
    { failure: (caught) => roomFailureMessage(caught, t`Failed to join room`), stayBusy: true },
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canJoin(code)) void submit(code);
  };

  return (
    <section className="panel competitive-form" aria-labelledby="join-room-heading">
      <BackButton label={t`Back`} onClick={onBack} />
      <h2 id="join-room-heading" className="panel-title">
        <Trans>Join Room</Trans>
      </h2>
      <form onSubmit={handleSubmit} className="form-stack join-form" aria-busy={busy}>
        <label htmlFor={inputId} className="form-legend">
          <Trans>Room code</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="room-code-input"
          value={code}
          onChange={(e) => {
            setCode(normalizeRoomCode(e.currentTarget.value));
            clearFailure();
          }}
          maxLength={ROOM_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          aria-describedby={hintId}
          aria-invalid={failure !== null}
          placeholder="ABC123"
        />
        <p id={hintId} className="muted form-hint">
          <Trans>
            {ph({ typed: code.length })} of {ROOM_CODE_LENGTH} characters
          </Trans>
        </p>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!canJoin(code) || busy}>
          {busy ? t`Joining…` : t`Join`}
        </button>
      </form>
    </section>
  );
}
