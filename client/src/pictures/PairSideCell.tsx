import { Trans, useLingui } from '@lingui/react/macro';
import { mediaUrl, PICTURE_ALT_MAX } from '@matchdrop/shared';
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { HiddenFileInput } from './HiddenFileInput';
import { failureMessage } from '../api';
import { editedPicture, editedPictureCell } from './edited-picture';
import { uploadPicture } from './file-requests';
import './pictures.css';

/** A cell's new text, or a function of its text when it runs (an upload's end: what was typed meanwhile is kept). */
export type CellChange = string | ((cell: string) => string);

export interface PairSideCellProps {
  /** The cell's item: text, or a picture in R-PIC-9's form (its description possibly still empty). */
  value: string;
  onChange: (change: CellChange) => void;
  /** What the cell is, for screen readers: "Item 3", "Counterpart 3". */
  label: string;
}

/** The first picture among a paste's or a drop's files, if any. */
function pictureFile(files: FileList | null | undefined): File | null {
  return [...(files ?? [])].find((file) => file.type.startsWith('image/') || file.type === '') ?? null;
}

/**
 * One side of a pair in the editor (R-PIC-21): a text, or a picture picked with "Add picture", dropped on the cell or
 * pasted into it. The picture is uploaded at once (its progress shown), then its description is asked for, focused.
 * A refusal (not a picture, too large, quota full, too many) is said beside the cell; the cell keeps what it had.
 */
export function PairSideCell({ value, onChange, label }: PairSideCellProps) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [justAdded, setJustAdded] = useState(false);
  const [dragging, setDragging] = useState(false);
  const errorId = useId();
  const picture = editedPicture(value);

  const add = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadPicture(file, setProgress);
      // A text typed before (or during the upload) becomes the picture's first description: nothing typed is lost.
      onChange((cell) => editedPictureCell(stored.id, editedPicture(cell)?.alt ?? cell.trim().slice(0, PICTURE_ALT_MAX)));
      setJustAdded(true);
    } catch (failure) {
      setError(failureMessage(failure, t`The picture could not be uploaded. Try again.`));
    } finally {
      setProgress(null);
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const file = pictureFile(event.clipboardData.files);
    if (!file) return; // a text paste goes into the field as usual
    event.preventDefault();
    void add(file);
  };
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    const file = pictureFile(event.dataTransfer.files);
    if (!file) return;
    event.preventDefault();
    void add(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  const busy = progress !== null;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div
      className={`pair-side${dragging ? ' pair-side--drop' : ''}`}
      onPaste={onPaste}
      onDrop={onDrop}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      aria-busy={busy}
      data-testid="pair-side"
    >
      {picture ? (
        <div className="pair-side__picture">
          <img src={mediaUrl(picture.mediaId, 'small')} alt={picture.alt} className="pair-side__thumb" width={48} height={48} />
          <input
            aria-label={t`Description of the picture, ${label}`}
            placeholder={t`Describe the picture`}
            value={picture.alt}
            maxLength={PICTURE_ALT_MAX}
            required
            aria-invalid={picture.alt.trim() === ''}
            // The description is asked for at once, right after the upload (R-PIC-21).
            autoFocus={justAdded}
            onChange={(e) => onChange(editedPictureCell(picture.mediaId, e.target.value))}
          />
          <button type="button" className="btn btn-ghost" onClick={() => onChange(picture.alt)} aria-label={t`Use text instead of the picture, ${label}`}>
            <Trans>Text</Trans>
          </button>
        </div>
      ) : (
        <input aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={error ? errorId : undefined} />
      )}
      <button
        type="button"
        className="btn btn-ghost pair-side__add"
        onClick={() => fileInput.current?.click()}
        disabled={busy}
        aria-label={picture ? t`Change picture, ${label}` : t`Add picture, ${label}`}
      >
        {picture ? <Trans>Change picture</Trans> : <Trans>Add picture</Trans>}
      </button>
      <HiddenFileInput inputRef={fileInput} accept="image/png,image/jpeg,image/webp,image/gif,image/avif" testId="picture-file" onFile={(file) => void add(file)} />
      {percent !== null && (
        <p className="muted pair-side__status" role="status">
          <Trans>Uploading the picture… {percent}%</Trans>
        </p>
      )}
      {error && (
        <p id={errorId} className="error-message pair-side__status" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
