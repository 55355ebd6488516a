import type Phaser from 'phaser';
import { itemWords, truncateDisplay } from '@matchdrop/shared';
import type { GameTheme } from '../theme.js';
import { boxTexture, type BoxStyle } from './boxTexture.js';
import { pictureScale } from './pictureFit.js';
import { fitFontSize, fontRange } from './textFit.js';

export type ItemLook = 'normal' | 'held' | 'correct' | 'wrong';

const RADIUS = 10;
const PADDING = 8;
const FOCUS_GAP = 4;

/**
 * One moving rectangle: a rounded box with the item's text fitted inside (or its picture, when `pictureKey` names a
 * loaded picture's texture: a failed one shows its description as text, R-PIC-15), and a focus ring. Box and ring
 * are images of shared cached textures (see boxTexture.ts): nothing is re-drawn while an item moves.
 */
export class ItemView {
  readonly container: Phaser.GameObjects.Container;
  private readonly box: Phaser.GameObjects.Image;
  private readonly ring: Phaser.GameObjects.Image;
  /** The words on a text card; null on a picture card. */
  private readonly label: Phaser.GameObjects.Text | null;
  private look: ItemLook = 'normal';
  private focused = false;

  constructor(
    scene: Phaser.Scene,
    readonly id: string,
    text: string,
    private readonly width: number,
    private readonly height: number,
    private theme: GameTheme,
    private readonly resolution: number,
    readonly pictureKey: string | null = null,
  ) {
    // Textures are set by redraw(); the images join the container below, not the scene's display list.
    this.box = scene.make.image({}, false).setScale(1 / resolution);
    this.ring = scene.make.image({}, false).setScale(1 / resolution);
    let content: Phaser.GameObjects.Image | Phaser.GameObjects.Text;
    if (pictureKey === null) {
      this.label = scene.add.text(0, 0, truncateDisplay(itemWords(text)), { fontFamily: theme.fontFamily, color: theme.itemText, align: 'center', resolution }).setOrigin(0.5);
      this.fitLabel(this.label);
      content = this.label;
    } else {
      this.label = null;
      const picture = scene.make.image({}, false).setTexture(pictureKey);
      content = picture.setScale(pictureScale({ width: picture.width, height: picture.height }, { width, height }, PADDING));
    }
    this.container = scene.add.container(0, 0, [this.box, content, this.ring]);
    this.container.setSize(width, height);
    this.redraw();
  }

  /** Shrinks the font until the wrapped text fits the box; at the smallest size, extra lines are cut. */
  private fitLabel(label: Phaser.GameObjects.Text): void {
    const innerW = this.width - 2 * PADDING;
    const innerH = this.height - 2 * PADDING;
    const { max, min } = fontRange(this.height);
    const apply = (size: number) => {
      label.setFontSize(size);
      label.setWordWrapWidth(innerW, true);
    };
    const size = fitFontSize(max, min, (s) => {
      apply(s);
      return label.width <= innerW + 0.5 && label.height <= innerH + 0.5;
    });
    apply(size);
    if (label.height > innerH) {
      // Even the smallest size overflows: keep the lines that fit and end the last one with an ellipsis.
      const lines = label.getWrappedText();
      const keep = Math.max(1, Math.floor(innerH / (label.height / Math.max(1, lines.length))));
      const kept = lines.slice(0, keep).map((line) => line.trimEnd());
      kept[keep - 1] = `${Array.from(kept[keep - 1] ?? '')
        .slice(0, -2)
        .join('')}…`;
      label.setText(kept.join('\n'));
    }
  }

  setTheme(theme: GameTheme): void {
    this.theme = theme;
    this.label?.setColor(theme.itemText);
    this.redraw();
  }

  setLook(look: ItemLook): void {
    if (look === this.look) return;
    this.look = look;
    this.redraw();
  }

  setFocused(focused: boolean): void {
    if (focused === this.focused) return;
    this.focused = focused;
    this.redraw();
  }

  setPosition(x: number, y: number): void {
    this.container.setPosition(x, y);
  }

  private redraw(): void {
    const t = this.theme;
    const fill = { normal: t.itemFill, held: t.heldFill, correct: t.correctFill, wrong: t.wrongFill }[this.look];
    const border = { normal: t.itemBorder, held: t.focusRing, correct: t.correct, wrong: t.wrong }[this.look];
    const box: BoxStyle = { width: this.width, height: this.height, radius: RADIUS, fill, border, lineWidth: this.look === 'normal' ? 2 : 4 };
    this.box.setTexture(boxTexture(this.box.scene, box, this.resolution));
    // A thick ring outside the box, so it shows whatever the box's own colours are.
    const ring: BoxStyle = { width: this.width + 2 * FOCUS_GAP, height: this.height + 2 * FOCUS_GAP, radius: RADIUS + FOCUS_GAP, fill: null, border: t.focusRing, lineWidth: 3 };
    this.ring.setTexture(boxTexture(this.ring.scene, ring, this.resolution));
    this.ring.setVisible(this.focused);
  }

  destroy(): void {
    this.container.destroy(); // destroys its children too
  }
}
