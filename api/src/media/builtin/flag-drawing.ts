import type { FlagId } from '@matchdrop/shared';
import { num, type Canvas } from './svg.js';

/** Every flag is drawn at 3:2, the shape most of these flags have (Belgium's 13:15 and Bangladesh's 5:3 are fitted to it). */
export const FLAG_CANVAS: Canvas = { width: 300, height: 200 };

export type FlagDesign =
  | { kind: 'stripes'; direction: 'vertical' | 'horizontal'; colours: string[] }
  /** A disc on a field; `centreX` as a share of the width (Bangladesh's sits towards the flagpole). */
  | { kind: 'disc'; field: string; disc: string; centreX: number; radius: number }
  /** A Nordic cross: the flag's parts along the width (hoist, bar, fly) and the height (above, bar, below). */
  | { kind: 'cross'; field: string; cross: string; along: [number, number, number]; across: [number, number, number] };

const stripes = (direction: 'vertical' | 'horizontal', ...colours: string[]): FlagDesign => ({ kind: 'stripes', direction, colours });

/** The official colours, as the flags' own specifications give them in sRGB. */
export const FLAG_DESIGNS: Record<FlagId, FlagDesign> = {
  france: stripes('vertical', '#002654', '#ffffff', '#ce1126'),
  italy: stripes('vertical', '#009246', '#ffffff', '#ce2b37'),
  ireland: stripes('vertical', '#169b62', '#ffffff', '#ff883e'),
  belgium: stripes('vertical', '#000000', '#fdda24', '#ef3340'),
  romania: stripes('vertical', '#002b7f', '#fcd116', '#ce1126'),
  nigeria: stripes('vertical', '#008751', '#ffffff', '#008751'),
  germany: stripes('horizontal', '#000000', '#dd0000', '#ffce00'),
  russia: stripes('horizontal', '#ffffff', '#0039a6', '#d52b1e'),
  netherlands: stripes('horizontal', '#ae1c28', '#ffffff', '#21468b'),
  austria: stripes('horizontal', '#c8102e', '#ffffff', '#c8102e'),
  hungary: stripes('horizontal', '#ce2939', '#ffffff', '#477050'),
  bulgaria: stripes('horizontal', '#ffffff', '#00966e', '#d62612'),
  estonia: stripes('horizontal', '#0072ce', '#000000', '#ffffff'),
  poland: stripes('horizontal', '#ffffff', '#dc143c'),
  indonesia: stripes('horizontal', '#ce1126', '#ffffff'),
  ukraine: stripes('horizontal', '#0057b7', '#ffd700'),
  japan: { kind: 'disc', field: '#ffffff', disc: '#bc002d', centreX: 0.5, radius: 60 },
  bangladesh: { kind: 'disc', field: '#006a4e', disc: '#f42a41', centreX: 0.45, radius: 60 },
  sweden: { kind: 'cross', field: '#006aa7', cross: '#fecc02', along: [5, 2, 9], across: [4, 2, 4] },
  denmark: { kind: 'cross', field: '#c8102e', cross: '#ffffff', along: [12, 4, 21], across: [12, 4, 12] },
};

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

/** The flag as rectangles, in drawing order (a disc flag's field only; its disc is drawn on it). */
export function flagRects(design: FlagDesign): Rect[] {
  const { width, height } = FLAG_CANVAS;
  if (design.kind === 'stripes') {
    const count = design.colours.length;
    return design.colours.map((colour, i) =>
      design.direction === 'vertical'
        ? { x: (i * width) / count, y: 0, width: width / count, height, colour }
        : { x: 0, y: (i * height) / count, width, height: height / count, colour },
    );
  }
  const field = { x: 0, y: 0, width, height, colour: design.field };
  if (design.kind === 'disc') return [field];
  const share = (parts: [number, number, number], size: number) => {
    const unit = size / (parts[0] + parts[1] + parts[2]);
    return { start: parts[0] * unit, size: parts[1] * unit };
  };
  const along = share(design.along, width);
  const across = share(design.across, height);
  return [field, { x: along.start, y: 0, width: along.size, height, colour: design.cross }, { x: 0, y: across.start, width, height: across.size, colour: design.cross }];
}

/** The flag with a thin grey edge, so a white stripe still shows where the flag ends. */
export function flagSvg(flag: FlagId): string {
  const design = FLAG_DESIGNS[flag];
  const rects = flagRects(design)
    .map((r) => `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" fill="${r.colour}"/>`)
    .join('');
  const disc = design.kind === 'disc' ? `<circle cx="${num(design.centreX * FLAG_CANVAS.width)}" cy="${FLAG_CANVAS.height / 2}" r="${design.radius}" fill="${design.disc}"/>` : '';
  return `${rects}${disc}<rect x="0.5" y="0.5" width="${FLAG_CANVAS.width - 1}" height="${FLAG_CANVAS.height - 1}" fill="none" stroke="#9ca3af"/>`;
}
