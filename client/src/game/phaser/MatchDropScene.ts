import { t } from '@lingui/core/macro';
import type Phaser from 'phaser';
import type { GameController } from '../controller.js';
import type { RoundPictures } from '../pictures/round-pictures.js';
import { ZONE_NAMES, containsPoint, type FreePlayEngine, type ZoneName } from '../engine/index.js';
import type { GameTheme } from '../theme.js';
import { ItemView, type ItemLook } from './ItemView.js';
import { PhaserScene, SceneEvents } from './phaser-lite.js';
import { PictureTextures } from './pictureTextures.js';
import { ZoneView } from './ZoneView.js';

export interface SceneDeps {
  controller: GameController;
  theme: GameTheme;
  reducedMotion: boolean;
  /** Canvas pixels per game-area pixel: the camera zooms by it so text stays sharp on dense screens. */
  renderScale: number;
  /** The round's pictures (the engine lets an item in only once its picture has settled). */
  pictures?: RoundPictures | undefined;
}

/** How long a verdict colour shows on the zones, and how long matched items take to leave. */
const VERDICT_FLASH_MS = 450;
/** Pointer travel before a press becomes a drag; shorter presses are taps (tap an item, then a zone). */
const DRAG_THRESHOLD_PX = 6;

/**
 * Renders the engine's state and forwards pointer input to it. It holds no rules: where an item is,
 * whether a pair is right and when items come back are all the engine's answers.
 */
export class MatchDropScene extends PhaserScene {
  private readonly views = new Map<string, ItemView>();
  private readonly idByObject = new Map<Phaser.GameObjects.GameObject, string>();
  private zoneViews = new Map<ZoneName, ZoneView>();
  private readonly cleanup: (() => void)[] = [];
  private theme: GameTheme;
  private reducedMotion: boolean;
  private draggingId: string | null = null;
  private pressedId: string | null = null;
  private dragged = false;
  private hoverZone: ZoneName | null = null;
  private verdict: { zone: 'correct' | 'wrong'; until: number } | null = null;
  private disposed = false;
  private pictureTextures: PictureTextures | null = null;

  constructor(private readonly deps: SceneDeps) {
    super({ key: 'matchdrop' });
    this.theme = deps.theme;
    this.reducedMotion = deps.reducedMotion;
  }

  private get engine(): FreePlayEngine {
    return this.deps.controller.engine;
  }

  create(): void {
    const { layout } = this.engine;
    this.pictureTextures = new PictureTextures(this.textures, this.deps.pictures);
    const camera = this.cameras.main;
    camera.setZoom(this.deps.renderScale).centerOn(layout.width / 2, layout.height / 2);
    camera.setBackgroundColor(this.theme.background);
    // The canvas is a picture of the field to assistive technology; the game area around it (GameCanvas) is the
    // control, and the live region says what happens on it.
    this.game.canvas.setAttribute('role', 'img');
    this.game.canvas.setAttribute('aria-label', t`The game field: moving items and the upper and lower drop zones`);
    this.input.dragDistanceThreshold = DRAG_THRESHOLD_PX;

    for (const zone of ZONE_NAMES) {
      const rect = layout.zones[zone];
      this.zoneViews.set(zone, new ZoneView(this, zone, rect, this.theme, this.deps.renderScale));
      const target = this.add.zone(rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height).setInteractive();
      target.on('pointerup', () => this.tapZone(zone));
    }
    for (const item of this.engine.items) this.addView(item.id, item.text);

    this.input.on('gameobjectdown', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => {
      this.pressedId = this.idByObject.get(obj) ?? null;
      this.dragged = false;
    });
    this.input.on('gameobjectup', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => this.tapItem(this.idByObject.get(obj)));
    this.input.on('dragstart', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => this.dragStart(obj));
    this.input.on('drag', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject, x: number, y: number) => {
      const id = this.idByObject.get(obj);
      if (id !== undefined && id === this.draggingId) this.engine.moveHeld(id, x, y);
    });
    this.input.on('dragend', (pointer: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => this.dragEnd(pointer, obj));

    const { events } = this.engine;
    const { bus } = this.deps.controller;
    this.cleanup.push(
      events.on('spawned', ({ itemIds }) => {
        for (const id of itemIds) {
          const item = this.engine.items.find((i) => i.id === id);
          if (item) this.addView(item.id, item.text);
        }
      }),
      events.on('matched', ({ itemIds }) => this.showMatch(itemIds)),
      events.on('mismatched', () => (this.verdict = { zone: 'wrong', until: Number.POSITIVE_INFINITY })),
      events.on('returned', () => (this.verdict = null)),
      bus.on('setTheme', ({ theme }) => this.applyTheme(theme)),
      bus.on('setReducedMotion', ({ reducedMotion }) => (this.reducedMotion = reducedMotion)),
      // Paused (R-FIELD-10), the match animations stand still too: the canvas does not change until Resume.
      bus.on('pause', () => this.tweens.pauseAll()),
      bus.on('resume', () => this.tweens.resumeAll()),
    );
    this.events.once(SceneEvents.SHUTDOWN, () => this.dispose());
    this.events.once(SceneEvents.DESTROY, () => this.dispose());
  }

  override update(time: number, delta: number): void {
    if (this.disposed) return;
    this.deps.controller.tick(delta);
    this.updateHover();
    this.sync(time);
  }

  /** Unsubscribes from the engine and the bus at once (Phaser destroys the game on its next frame). */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const off of this.cleanup.splice(0)) off();
    this.pictureTextures?.releaseAll();
  }

  private addView(id: string, text: string): void {
    const { item } = this.engine.layout;
    const pictureKey = this.pictureTextures?.acquire(text) ?? null;
    const view = new ItemView(this, id, text, item.width, item.height, this.theme, this.deps.renderScale, pictureKey);
    view.container.setInteractive({ draggable: true, useHandCursor: true });
    this.views.set(id, view);
    this.idByObject.set(view.container, id);
  }

  private sync(time: number): void {
    const { engine } = this;
    if (this.verdict && time >= this.verdict.until && !engine.paused) this.verdict = null;
    for (const item of engine.items) {
      const view = this.views.get(item.id);
      if (!view) continue;
      view.setPosition(item.x, item.y);
      const inZone = item.location === 'upper' || item.location === 'lower';
      const look: ItemLook = item.location === 'held' ? 'held' : inZone && engine.zonesBusy ? 'wrong' : 'normal';
      view.setLook(look);
      view.setFocused(item.id === engine.focusedId && !inZone);
      // The item in hand is drawn above everything; zone items above moving ones. Set only on change:
      // every setDepth queues a depth sort of the whole display list.
      const depth = item.location === 'held' ? 3 : inZone ? 2 : 1;
      if (view.container.depth !== depth) view.container.setDepth(depth);
    }
    for (const [zone, view] of this.zoneViews) {
      view.setOccupied(engine.zones[zone] !== null);
      view.setLook(this.verdict ? this.verdict.zone : this.hoverZone === zone ? 'hover' : 'idle');
    }
  }

  private zoneAt(x: number, y: number): ZoneName | null {
    return ZONE_NAMES.find((zone) => containsPoint(this.engine.layout.zones[zone], x, y)) ?? null;
  }

  /** While an item is in hand, the zone under the pointer lights up (and a hover tone plays on entry). */
  private updateHover(): void {
    const pointer = this.input.activePointer;
    const next = this.engine.pickedId === null ? null : this.zoneAt(pointer.worldX, pointer.worldY);
    if (next !== null && next !== this.hoverZone && this.draggingId !== null) this.deps.controller.bus.emit('cue', { kind: 'hover' });
    this.hoverZone = next;
  }

  private dragStart(obj: Phaser.GameObjects.GameObject): void {
    this.dragged = true;
    const id = this.idByObject.get(obj);
    if (id === undefined) return;
    this.draggingId = this.deps.controller.report(this.engine.pick(id)).ok ? id : null;
  }

  /** The drop is decided by where the pointer is, not by how much of the item overlaps a zone. */
  private dragEnd(pointer: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject): void {
    const id = this.idByObject.get(obj);
    if (id === undefined || id !== this.draggingId) return;
    this.draggingId = null;
    const zone = this.zoneAt(pointer.worldX, pointer.worldY);
    if (zone !== null && this.deps.controller.report(this.engine.dropIn(id, zone)).ok) return;
    this.engine.release(id);
  }

  private tapItem(id: string | undefined): void {
    if (id === undefined || this.dragged || id !== this.pressedId) return;
    const { engine, deps } = this;
    deps.controller.report(engine.pickedId === id ? engine.release(id) : engine.pick(id));
  }

  private tapZone(zone: ZoneName): void {
    if (this.engine.pickedId !== null && this.draggingId === null && !this.dragged) this.deps.controller.report(this.engine.sendToZone(zone));
  }

  private showMatch(itemIds: readonly string[]): void {
    this.verdict = { zone: 'correct', until: this.time.now + VERDICT_FLASH_MS };
    for (const id of itemIds) {
      const view = this.views.get(id);
      if (!view) continue;
      this.views.delete(id);
      this.idByObject.delete(view.container);
      view.container.disableInteractive();
      view.setLook('correct');
      view.setFocused(false);
      this.tweens.add({
        targets: view.container,
        alpha: 0,
        scale: this.reducedMotion ? 1 : 0.6,
        delay: VERDICT_FLASH_MS / 2,
        duration: VERDICT_FLASH_MS / 2,
        onComplete: () => {
          view.destroy();
          // The item has left for good: its picture's texture goes with its last card.
          if (view.pictureKey !== null) this.pictureTextures?.release(view.pictureKey);
        },
      });
    }
  }

  private applyTheme(theme: GameTheme): void {
    this.theme = theme;
    this.cameras.main.setBackgroundColor(theme.background);
    for (const view of this.zoneViews.values()) view.setTheme(theme);
    for (const view of this.views.values()) view.setTheme(theme);
  }
}
