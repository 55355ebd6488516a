import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, countPairs, type CategoryId } from '@matchdrop/shared';
import { useId, useState } from 'react';
import { useSavedGames } from '../../account';
import type { TopicPick } from '../topic-pick';
import { PublicChoices } from './PublicChoices';

interface TopicPickerProps {
  value: TopicPick | null;
  onChange: (pick: TopicPick) => void;
}

type Source = 'builtin' | 'saved' | 'public';

/** Choose a game: a built-in topic's game, one of the player's Saved Games, or anyone's public game (R-ROOM-3, R-ROOM-13). */
export function TopicPicker({ value, onChange }: TopicPickerProps) {
  const { t } = useLingui();
  const [source, setSource] = useState<Source>(value?.kind ?? 'builtin');
  const id = useId();
  const tab = (s: Source, label: string) => (
    <button type="button" role="tab" id={`${id}-${s}-tab`} aria-selected={source === s} aria-controls={`${id}-${s}`} className="segment" onClick={() => setSource(s)}>
      {label}
    </button>
  );
  return (
    <div className="topic-picker">
      <div role="tablist" aria-label={t`Game source`} className="segmented">
        {tab('builtin', t`Built-in games`)}
        {tab('saved', t`Saved Games`)}
        {tab('public', t`Public games`)}
      </div>
      <div role="tabpanel" id={`${id}-${source}`} aria-labelledby={`${id}-${source}-tab`}>
        {source === 'builtin' && <BuiltinChoices value={value} onChange={onChange} />}
        {source === 'saved' && <SavedChoices value={value} onChange={onChange} />}
        {source === 'public' && <PublicChoices value={value} onChange={onChange} />}
      </div>
    </div>
  );
}

function BuiltinChoices({ value, onChange }: TopicPickerProps) {
  const initial = value?.kind === 'builtin' ? CATEGORIES.find((c) => c.games.some((g) => g.id === value.id))?.id : undefined;
  const [categoryId, setCategoryId] = useState<CategoryId>(initial ?? CATEGORIES[0]?.id ?? 'mathematics');
  const { t } = useLingui();
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const categoryName = category?.name ?? '';
  return (
    <>
      <ul className="chip-row" aria-label={t`Topics`}>
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            <button type="button" className="chip" aria-pressed={c.id === categoryId} onClick={() => setCategoryId(c.id)}>
              <span aria-hidden="true">{c.icon}</span> {c.name}
            </button>
          </li>
        ))}
      </ul>
      <ul className="choice-grid" aria-label={t`${categoryName} games`}>
        {category?.games.map((g) => (
          <GameChoice key={g.id} pick={{ kind: 'builtin', id: g.id, name: g.name, data: g.data }} icon={g.icon} value={value} onChange={onChange} />
        ))}
      </ul>
    </>
  );
}

function SavedChoices({ value, onChange }: TopicPickerProps) {
  const { t } = useLingui();
  const { state, retry } = useSavedGames();
  if (state.status === 'loading')
    return (
      <p role="status" className="muted">
        <Trans>Loading your saved games…</Trans>
      </p>
    );
  if (state.status === 'failed') {
    return (
      <p role="alert" className="error-message">
        <Trans>Failed to load dictionaries</Trans>{' '}
        <button type="button" className="btn btn-ghost" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  if (state.data.length === 0)
    return (
      <p className="muted">
        <Trans>You have no saved games yet. Save a game from free play or the AI creator first.</Trans>
      </p>
    );
  return (
    <ul className="choice-grid" aria-label={t`Saved Games`}>
      {state.data.map((g) => (
        <GameChoice key={g.id} pick={{ kind: 'saved', id: g.id, name: g.name, data: g.data }} icon="💾" value={value} onChange={onChange} />
      ))}
    </ul>
  );
}

/** One game of a list, pressed while it is the chosen one. */
function GameChoice({ pick, icon, value, onChange }: TopicPickerProps & { pick: TopicPick; icon: string }) {
  return (
    <li>
      <button type="button" className="choice" aria-pressed={value?.kind === pick.kind && value.id === pick.id} onClick={() => onChange(pick)}>
        <span className="choice-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="choice-name">{pick.name}</span>
        <span className="choice-meta">
          <Plural value={countPairs(pick.data)} one="# pair" other="# pairs" />
        </span>
      </button>
    </li>
  );
}
