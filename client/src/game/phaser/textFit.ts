/**
 * The largest font size in [min, max] at which `fits(size)` holds (fits must be monotonic: if a size
 * fits, every smaller one does). Returns min when even min does not fit: the caller then cuts lines.
 */
export function fitFontSize(max: number, min: number, fits: (size: number) => boolean): number {
  let lo = min;
  let hi = max;
  if (fits(hi)) return hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The least item text size, in game pixels; a game pixel is never smaller than a CSS pixel (fieldLayout). */
const MIN_ITEM_FONT_PX = 14;

/** Font sizes for an item box: the largest readable size down to a floor that still reads on a phone. */
export function fontRange(boxHeight: number): { max: number; min: number } {
  return { max: Math.max(MIN_ITEM_FONT_PX, Math.round(boxHeight * 0.34)), min: MIN_ITEM_FONT_PX };
}
