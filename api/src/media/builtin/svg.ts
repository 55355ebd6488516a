/**
 * The drawings of the built-in picture games (R-PIC-23) are SVG written by code on a small canvas (200 × 200, a
 * flag's 300 × 200) and rasterized with its longer side at the large picture size: one frame and one palette for
 * all, so the games look alike.
 */
export interface Canvas {
  width: number;
  height: number;
}
export const SQUARE: Canvas = { width: 200, height: 200 };
/** The middle of the square canvas, where clocks and fraction circles are centred. */
export const CENTRE = SQUARE.width / 2;

/** Dark ink on white, with a blue fill: readable in light and dark themes alike, since the picture brings its own white. */
export const INK = '#1f2937';
export const FILL = '#3b82f6';
export const PAPER = '#ffffff';

export interface Point {
  x: number;
  y: number;
}

/** A number written with at most two decimals, so the SVG text is stable and short. */
export const num = (value: number): string => String(Math.round(value * 100) / 100);

/** The point at `radius` from the centre in the direction `degrees`, counted clockwise from twelve o'clock. */
export function polar(degrees: number, radius: number, centre: Point = { x: CENTRE, y: CENTRE }): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
}

export function svgDocument(body: string, canvas: Canvas, longerSidePx: number): string {
  const scale = longerSidePx / Math.max(canvas.width, canvas.height);
  const { width, height } = canvas;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>${body}</svg>`
  );
}
