/**
 * The scale that fits a picture of `picture` size inside a card's inner box (the card less its padding on every side),
 * keeping the picture's shape: never stretched, never cropped, so the whole picture the teacher chose is seen.
 */
export function pictureScale(picture: { width: number; height: number }, card: { width: number; height: number }, padding: number): number {
  const innerW = Math.max(1, card.width - 2 * padding);
  const innerH = Math.max(1, card.height - 2 * padding);
  if (!(picture.width > 0) || !(picture.height > 0)) return 1;
  return Math.min(innerW / picture.width, innerH / picture.height);
}
