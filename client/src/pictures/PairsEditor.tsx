import { Trans, useLingui } from '@lingui/react/macro';
import type { SideLanguages } from '@matchdrop/shared';
import { LanguageSelect } from './LanguageSelect';
import { PairSideCell, type CellChange } from './PairSideCell';
import type { PairRow } from './pair-rows';
import { NoVoiceNote, SpeakPairButton } from './SpeakPairButton';

export interface PairsEditorProps {
  rows: readonly PairRow[];
  languages: SideLanguages;
  /**
   * Changes the rows by a function of the rows as they are when it runs (a setState updater): an upload ends long after
   * the render that started it, and the rows of that render would undo whatever was typed in between.
   */
  onRowsChange: (change: (rows: readonly PairRow[]) => PairRow[]) => void;
  onLanguagesChange: (languages: SideLanguages) => void;
}

/**
 * A game's pairs as a table to edit, each side a text or a picture (R-PIC-21), each row with its speaker button
 * (R-PIC-19), and the language of each side (R-PIC-18): the pair editor's and the save dialog's.
 */
export function PairsEditor({ rows, languages, onRowsChange, onLanguagesChange }: PairsEditorProps) {
  const { t } = useLingui();
  const setCell = (row: number, side: 0 | 1, change: CellChange) =>
    onRowsChange((current) =>
      current.map((pair, i): PairRow => {
        if (i !== row) return pair;
        const text = typeof change === 'string' ? change : change(pair[side]);
        return side === 0 ? [text, pair[1]] : [pair[0], text];
      }),
    );
  const pairCount = rows.length;
  return (
    <div className="pairs-editor">
      <div className="editor-fields">
        <LanguageSelect label={t`Language of the items`} value={languages.left} onChange={(left) => onLanguagesChange({ ...languages, left })} />
        <LanguageSelect label={t`Language of the counterparts`} value={languages.right} onChange={(right) => onLanguagesChange({ ...languages, right })} />
      </div>
      <p className="muted">
        <Trans>Either side of a pair can be a picture: use Add picture, drop a picture on the cell, or paste one into it.</Trans>
      </p>
      <NoVoiceNote />
      <table className="progress-table editor-pairs">
        <caption>
          <Trans>Pairs ({pairCount})</Trans>
        </caption>
        <thead>
          <tr>
            {[t`Item`, t`Counterpart`].map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
            {/* Named for screen readers only: the buttons below say what they do. */}
            {[t`Read aloud`, t`Remove`].map((heading) => (
              <th scope="col" key={heading}>
                <span className="visually-hidden">{heading}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([left, right], index) => {
            const number = index + 1;
            return (
              <tr key={index}>
                <td>
                  <PairSideCell label={t`Item ${number}`} value={left} onChange={(text) => setCell(index, 0, text)} />
                </td>
                <td>
                  <PairSideCell label={t`Counterpart ${number}`} value={right} onChange={(text) => setCell(index, 1, text)} />
                </td>
                <td>
                  <SpeakPairButton pair={[left, right]} languages={languages} number={number} />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t`Remove pair ${number}`}
                    onClick={() => onRowsChange((current) => current.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" className="btn btn-secondary" onClick={() => onRowsChange((current) => [...current, ['', '']])}>
        <Trans>Add pair</Trans>
      </button>
    </div>
  );
}
