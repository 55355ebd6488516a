import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { exportRows, NO_SIDE_LANGUAGES, type SavedGame } from '@matchdrop/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../api';
import { useSubmit } from '../lib/use-submit';
import { fetchGame, updateGame } from './progress-api';
import { BackButton } from '../ui/BackButton';
import { FormError } from '../ui/FormMessage';
import { checkEditorForm, type EditorForm } from './pair-editor';
import { GameFileButtons } from '../pictures/GameFileButtons';
import { PairsEditor } from '../pictures/PairsEditor';
import './progress.css';

export interface GameEditorProps {
  dictionaryId: number;
  onBack: () => void;
  /** After a successful save. */
  onSaved: (game: SavedGame) => void;
}

const formOf = (game: SavedGame): EditorForm => ({
  name: game.name,
  description: game.description ?? '',
  category: game.category ?? '',
  isPublic: game.is_public,
  rows: exportRows(game.data).map(([a, b]) => [a, b]),
  languages: game.languages ?? NO_SIDE_LANGUAGES,
});

/** Edit a saved game: name, description, category, visibility and its pairs in a table (add, change, remove). */
export function GameEditor({ dictionaryId: gameId, onBack, onSaved }: GameEditorProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<EditorForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    fetchGame(gameId).then(
      (game) => !cancelled && setForm(formOf(game)),
      (failure: unknown) => !cancelled && setLoadError(failureMessage(failure, i18n._(msg`Failed to load the game`))),
    );
    return () => {
      cancelled = true;
    };
  }, [gameId]);

  const update = (changes: Partial<EditorForm>) => setForm((f) => (f ? { ...f, ...changes } : f));

  // After a save the profile replaces the editor: Save stays busy until then.
  const { busy, failure, submit, clearFailure } = useSubmit(async (body: Parameters<typeof updateGame>[1]) => onSaved(await updateGame(gameId, body)), {
    failure: t`Failed to save game`,
    stayBusy: true,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const check = checkEditorForm(form);
    if (!check.ok) {
      setInvalid(check.error);
      clearFailure();
      return;
    }
    setInvalid(null);
    void submit(check.body);
  };

  return (
    <section className="panel game-editor" aria-labelledby="editor-heading" data-testid="game-editor">
      <BackButton label={t`Back to Profile`} onClick={onBack} />
      <h2 id="editor-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        <Trans>Edit game</Trans>
      </h2>
      {form === null ? (
        loadError ? (
          <p className="error-message" role="alert">
            {loadError}
          </p>
        ) : (
          <p className="muted" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-busy={busy}>
          <div className="editor-fields">
            <label>
              <Trans>Name</Trans> <input value={form.name} onChange={(e) => update({ name: e.target.value })} maxLength={50} required />
            </label>
            <label>
              <Trans>Category</Trans> <input value={form.category} onChange={(e) => update({ category: e.target.value })} maxLength={50} />
            </label>
            <label className="editor-wide">
              <Trans>Description</Trans> <textarea value={form.description} onChange={(e) => update({ description: e.target.value })} rows={2} />
            </label>
            <label>
              <input type="checkbox" checked={form.isPublic} onChange={(e) => update({ isPublic: e.target.checked })} /> <Trans>Public: listed in the public library</Trans>
            </label>
          </div>
          <PairsEditor
            rows={form.rows}
            languages={form.languages}
            onRowsChange={(change) => setForm((f) => (f ? { ...f, rows: change(f.rows) } : f))}
            onLanguagesChange={(languages) => update({ languages })}
          />
          <div className="editor-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
            </button>
          </div>
          <FormError title={invalid ?? failure} />
          <GameFileButtons dictionaryId={gameId} name={form.name} />
        </form>
      )}
    </section>
  );
}
