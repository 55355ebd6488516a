// Issue 16, layout where people actually play: a phone (390×844, touch) gets a tall field that uses the
// screen's height, zones at top and bottom, items with ≥ 44 px touch height and a canvas never shrunk below
// one game pixel per CSS pixel (so item text stays ≥ 14 px); on a laptop (1280×800, 1366×768) the score,
// the game's controls, its progress and the whole game area are in sight without scrolling, none of it
// under the sticky header, in free play and in a competitive room.
import { describe, expect, it } from 'vitest';
import { gameItems, gamePairs, gameState, startBuiltinGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { box, expectInSight, PHONE } from '../testing/layout.ts';

const { pages } = useProduct({ consoleErrors: true, closeAfterEach: true });

type HookWindow = Window & { __matchdropTest?: { scale(): number; zones(): Record<'upper' | 'lower', { x: number; y: number; width: number; height: number }> } };

describe('on a phone (390×844, touch)', () => {
  it('gives the game a tall field with zones at top and bottom, items ≥ 44 px tall, the canvas not shrunk', async () => {
    const page = await pages.open(PHONE);
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const area = await box(page.getByTestId('game-area'));
    // The field uses the height the page leaves it (more than half the screen) and stands upright.
    expect(area.height).toBeGreaterThan(844 / 2);
    expect(area.height).toBeGreaterThan(area.width);
    await expectInSight(page, { 'game area': page.getByTestId('game-area') });
    // One game pixel is at least one CSS pixel: item text (≥ 14 game px) is never scaled below 14 px.
    expect(await page.evaluate(() => (window as HookWindow).__matchdropTest!.scale())).toBeGreaterThanOrEqual(0.999);
    for (const item of await gameItems(page)) expect(item.height).toBeGreaterThanOrEqual(44);
    const zones = await page.evaluate(() => (window as HookWindow).__matchdropTest!.zones());
    expect(zones.upper.y - area.y).toBeLessThan(area.height / 6);
    expect(area.y + area.height - (zones.lower.y + zones.lower.height)).toBeLessThan(area.height / 6);
    expect(zones.upper.width).toBeGreaterThan(area.width * 0.8);
  });

  it('plays a pair with taps: an item, then a zone', async () => {
    const page = await pages.open(PHONE);
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const [items, pairs] = await Promise.all([gameItems(page), gamePairs(page)]);
    const first = items.find((i) => i.location === 'field')!;
    const partnerText = pairs.find(([a, b]) => a === first.text || b === first.text)!.find((t) => t !== first.text)!;
    const zones = await page.evaluate(() => (window as HookWindow).__matchdropTest!.zones());
    const tapItem = async (id: string) => {
      const item = (await gameItems(page)).find((i) => i.id === id)!;
      await page.touchscreen.tap(item.x, item.y);
      await page.waitForFunction((wanted) => (window as Window & { __matchdropTest?: { state(): { pickedId: string | null } } }).__matchdropTest?.state().pickedId === wanted, id, {
        timeout: 5_000,
      });
    };
    const tapZone = (zone: 'upper' | 'lower') => page.touchscreen.tap(zones[zone].x + zones[zone].width / 2, zones[zone].y + zones[zone].height / 2);
    await tapItem(first.id);
    await tapZone('upper');
    const partner = (await gameItems(page)).find((i) => i.text === partnerText && i.location === 'field');
    // The counterpart may still be waiting to spawn; then any field item makes a (wrong) attempt.
    const second = partner ?? (await gameItems(page)).find((i) => i.location === 'field')!;
    await tapItem(second.id);
    await tapZone('lower');
    await expect
      .poll(
        async () => {
          const { stats } = await gameState(page);
          return stats.correct + stats.wrong;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});

describe.each([
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
])('on a laptop ($width×$height)', (viewport) => {
  it('keeps the score, the controls, the progress and the whole game area in sight while a game runs', async () => {
    const page = await pages.open({ viewport });
    // The largest field (20 pairs): Start Game sits low on the page, so the start is where it scrolled before.
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 20);
    await expectInSight(page, {
      'score card': page.locator('.stat-card[data-stat="score"]'),
      'streak card': page.locator('.stat-card[data-stat="streak"]'),
      'Return button': page.getByRole('button', { name: 'Return to Games' }),
      'Sound switch': page.getByRole('button', { name: 'Sound' }),
      'Game Speed slider': page.getByRole('slider', { name: 'Game Speed' }),
      progress: page.getByRole('progressbar'),
      'game area': page.getByTestId('game-area'),
    });
  });
});
