import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSecondsLeft } from '../../account';
import { PairCountSlider } from '../../ui/PairCountSlider';
import type { RoomConnection } from '../net/room-connection';
import { clampToBounds } from '../../multiplayer/room-form';
import type { CompetitiveState, PairCountChoice } from '../state';

/** The host's own choice is sent this long before the 5 s end, so it (not the previous count) is used. */
const SEND_BEFORE_END_MS = 400;

interface PairCountScreenProps {
  state: CompetitiveState & { pairCountChoice: PairCountChoice };
  connection: RoomConnection;
}

/** R-ROOM-15 pair-count popup: the new host has 5 s to choose 3 up to the maximum; the others wait. */
export function PairCountScreen({ state, connection }: PairCountScreenProps) {
  const choice = state.pairCountChoice;
  const seconds = useSecondsLeft(choice.endsAt);
  const host = choice.hostId === state.me;
  const { t } = useLingui();
  const hostName = state.participants.find((p) => p.user_id === choice.hostId)?.username ?? t`the host`;
  return (
    <section className="panel pair-count-screen" aria-labelledby="pair-count-heading">
      <h2 id="pair-count-heading" className="panel-title">
        <Trans>{ph({ topicName: choice.topicName })} it is!</Trans>
      </h2>
      {host ? (
        <HostChoice choice={choice} seconds={seconds} connection={connection} />
      ) : (
        <p className="panel-subtitle" role="status">
          <Trans>
            Waiting for {hostName} to choose the number of pairs… <span className="countdown-seconds">{seconds}</span> s
          </Trans>
        </p>
      )}
    </section>
  );
}

function HostChoice({ choice, seconds, connection }: { choice: PairCountChoice; seconds: number; connection: RoomConnection }) {
  const { t } = useLingui();
  const [value, setValue] = useState(() => clampToBounds(choice.previous, choice));
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  // A click and the timeout can both fire before the next render: the ref lets only the first one send.
  const sentOnce = useRef(false);

  const send = (count: number) => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    setSent(true);
    connection.intents.pairCountSelected(count);
  };

  // On timeout the chosen count is used (R-ROOM-15); untouched, the server applies the previous count itself.
  const sendIfTouched = useEffectEvent(() => {
    if (touched) send(value);
  });
  useEffect(() => {
    const timer = setTimeout(sendIfTouched, Math.max(0, choice.endsAt - Date.now() - SEND_BEFORE_END_MS));
    return () => clearTimeout(timer);
  }, [choice.endsAt]);

  return (
    <div className="pair-count-popup" role="group" aria-labelledby="pair-count-prompt">
      <p id="pair-count-prompt" className="panel-subtitle">
        <Trans>
          You are the new host. Choose the number of pairs — <span className="countdown-seconds">{seconds}</span> s left.
        </Trans>
      </p>
      <PairCountSlider
        min={choice.min}
        max={choice.max}
        value={value}
        onChange={(v) => {
          setTouched(true);
          setValue(v);
        }}
      />
      <button type="button" className="btn btn-primary btn-large" disabled={sent} onClick={() => send(value)}>
        {sent ? t`Sent` : <Plural value={value} one="Play # pair" other="Play # pairs" />}
      </button>
    </div>
  );
}
