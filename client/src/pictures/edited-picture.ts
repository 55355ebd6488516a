/**
 * A picture cell while it is edited: the reference form of R-PIC-9, its description possibly still empty (just
 * uploaded, being typed). parsePictureItem accepts only a finished one.
 */
const EDITED_PICTURE = /^\[img:([0-9a-f]{64})\] ?(.*)$/s;

export function editedPicture(cell: string): { mediaId: string; alt: string } | null {
  const match = EDITED_PICTURE.exec(cell);
  return match ? { mediaId: match[1]!, alt: match[2]! } : null;
}

/** The cell of a picture with its description as typed (trimmed when the form is checked). */
export function editedPictureCell(mediaId: string, alt: string): string {
  return `[img:${mediaId}] ${alt}`;
}
