import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamFieldPayload, TeamView } from '@matchdrop/shared';
import { useMemo, useState, type DragEvent } from 'react';
import { getFeedback } from '../../../feedback/index';
import { itemLanguageLookup } from '../../../multiplayer/round-deal';
import { SpeechToggle } from '../../../ui/FeedbackToggles';
import { dropMessage, itemWords, type Zone } from '../drop';
import { teamName } from '../team-names';
import { RaceItem } from './RaceItem';
import { useTouchDrag } from './use-touch-drag';

interface TeamFieldProps {
  field: TeamFieldPayload;
  /** The member's own team, for the names of who put an item up. */
  team: TeamView | undefined;
  /** Sends the drop to the server, which judges it (R-TEAM-4). */
  onDrop: (message: 'offer' | 'answer', item: string) => void;
}

const DRAG_TYPE = 'text/plain';

/** The last judged drop in words, for every member at once: why the run grew, or why it went back to 0. */
function Verdict({ last }: { last: TeamFieldPayload['last'] }) {
  if (!last) return null;
  const offered = itemWords(last.offered);
  const answered = itemWords(last.answered);
  return (
    <p className={last.correct ? 'race-verdict race-verdict-right' : 'race-verdict race-verdict-wrong'} data-testid="race-verdict">
      {last.correct ? (
        <Trans>
          ✓ “{ph({ offered })}” — “{ph({ answered })}”
        </Trans>
      ) : (
        <Trans>
          Run reset — ✗ “{ph({ offered })}” is not “{ph({ answered })}”
        </Trans>
      )}
    </p>
  );
}

/**
 * A member's phone during a round (R-TEAM-4): the team's two zones, which every teammate sees at once, and the
 * member's own items. An item goes up by dragging it onto a zone (a mouse's drag or a finger's), or by choosing it
 * (tap, Enter or Space) and then the zone; the server judges every drop and sends the new field to the whole team.
 */
export function TeamField({ field, team, onDrop }: TeamFieldProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const held = chosen !== null && field.hand.includes(chosen) ? chosen : null;
  const nameOf = (id: string) => team?.members.find((m) => m.id === id)?.name ?? '';
  const drop = (zone: Zone, item: string | null) => {
    const message = dropMessage(zone, field);
    if (item === null || message === null) return;
    onDrop(message, item);
    setChosen(null);
  };
  const dropProps = (zone: Zone) => ({
    onDragOver: (event: DragEvent) => {
      if (dropMessage(zone, field)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      drop(zone, event.dataTransfer.getData(DRAG_TYPE) || null);
    },
  });
  const touch = useTouchDrag(drop);
  // R-PIC-20: an item of the hand is read (when "Speak items" is on) in its side's language, as the server said it.
  const languageOf = useMemo(() => itemLanguageLookup(field.hand, field.handLanguages), [field.hand, field.handLanguages]);
  const speak = (item: string) => getFeedback().speak(itemWords(item), languageOf?.(item) ?? '');
  const upperBy = field.upper ? nameOf(field.upper.by) : '';
  const name = teamName(field.team, t);

  return (
    <section className="team-field" aria-labelledby="team-field-heading" style={{ borderColor: field.team.colour }}>
      <h2 id="team-field-heading" className="team-field-title">
        <span className="team-swatch" style={{ background: field.team.colour }} aria-hidden="true" />
        {name}
      </h2>
      <div className="feedback-toggles" role="group" aria-label={t`Feedback`}>
        <SpeechToggle />
      </div>
      <div role="status" aria-live="polite" className="team-field-status">
        <p className="team-run" data-testid="team-run">
          <Trans>
            Run {ph({ run: field.run })} of {ph({ goal: field.goal })}
          </Trans>
        </p>
        <Verdict last={field.last} />
      </div>
      <progress className="team-run-bar" max={field.goal} value={field.run} aria-label={t`Run`} />

      <button type="button" className="race-zone race-zone-upper" data-race-zone="upper" aria-disabled={held === null} onClick={() => drop('upper', held)} {...dropProps('upper')}>
        <span className="race-zone-label">
          <Trans>Upper zone</Trans>
        </span>
        {field.upper ? (
          <span className="race-zone-item" data-testid="upper-item">
            <RaceItem item={field.upper.item} />
            {upperBy && <span className="muted"> · {upperBy}</span>}
          </span>
        ) : (
          <span className="muted">
            <Trans>Put an item here</Trans>
          </span>
        )}
      </button>
      <button
        type="button"
        className="race-zone race-zone-lower"
        data-race-zone="lower"
        aria-disabled={held === null || dropMessage('lower', field) === null}
        onClick={() => drop('lower', held)}
        {...dropProps('lower')}
      >
        <span className="race-zone-label">
          <Trans>Lower zone</Trans>
        </span>
        <span className="muted">{field.upper ? t`Its match goes here` : t`Waiting for an item above`}</span>
      </button>

      <ul className="race-hand" aria-label={t`Your items`}>
        {field.hand.map((item) => (
          <li key={item}>
            <button
              type="button"
              className="race-hand-item"
              aria-pressed={held === item}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, item)}
              {...touch.handlers(item)}
              onFocus={() => speak(item)}
              onClick={() => {
                if (touch.consumeClick()) return;
                if (held !== item) speak(item);
                setChosen(held === item ? null : item);
              }}
            >
              <RaceItem item={item} />
            </button>
          </li>
        ))}
      </ul>
      {touch.ghost && (
        <span className="race-drag-ghost" aria-hidden="true" style={{ left: touch.ghost.x, top: touch.ghost.y }}>
          <RaceItem item={touch.ghost.item} />
        </span>
      )}
      {field.hand.length === 0 && (
        <p className="muted">
          <Trans>No items on your screen: help your teammates find theirs.</Trans>
        </p>
      )}
    </section>
  );
}
