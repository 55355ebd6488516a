import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type Phaser from 'phaser';
import type { Rect, ZoneName } from '../engine/index.js';
import type { GameTheme } from '../theme.js';
import { boxTexture } from './boxTexture.js';

export type ZoneLook = 'idle' | 'hover' | 'correct' | 'wrong';

const LABELS: Record<ZoneName, MessageDescriptor> = { upper: msg`Upper zone (1)`, lower: msg`Lower zone (2)` };

/** A drop zone: a panel with its name, highlighted while an item hovers over it (a cached texture per look). */
export class ZoneView {
  private readonly box: Phaser.GameObjects.Image;
  private readonly label: Phaser.GameObjects.Text;
  private look: ZoneLook = 'idle';

  constructor(
    scene: Phaser.Scene,
    readonly zone: ZoneName,
    private readonly rect: Rect,
    private theme: GameTheme,
    private readonly resolution: number,
  ) {
    this.box = scene.add.image(rect.x + rect.width / 2, rect.y + rect.height / 2, '__DEFAULT').setScale(1 / resolution);
    this.label = scene.add
      .text(rect.x + rect.width / 2, rect.y + rect.height / 2, i18n._(LABELS[zone]), {
        fontFamily: theme.fontFamily,
        fontSize: Math.max(12, Math.round(rect.height * 0.2)),
        color: theme.zoneLabel,
        resolution,
      })
      .setOrigin(0.5);
    this.redraw();
  }

  setTheme(theme: GameTheme): void {
    this.theme = theme;
    this.label.setColor(theme.zoneLabel);
    this.redraw();
  }

  setLook(look: ZoneLook): void {
    if (look === this.look) return;
    this.look = look;
    this.redraw();
  }

  /** The label shows only while the zone is empty; an item in the zone covers its middle. */
  setOccupied(occupied: boolean): void {
    this.label.setVisible(!occupied);
  }

  private redraw(): void {
    const t = this.theme;
    const { width, height } = this.rect;
    const fill = this.look === 'hover' ? t.zoneHoverFill : t.zoneFill;
    const border = this.look === 'correct' ? t.correct : this.look === 'wrong' ? t.wrong : this.look === 'hover' ? t.focusRing : t.zoneBorder;
    const style = { width, height, radius: 12, fill, border, lineWidth: this.look === 'idle' ? 2 : 4 };
    this.box.setTexture(boxTexture(this.box.scene, style, this.resolution));
  }
}
