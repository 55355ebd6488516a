import { MASTER_VOLUME } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { createSoundPlayer } from './sound.js';
import { fakeHowler } from './test-fakes.js';

function setup() {
  let now = 0;
  const howler = fakeHowler();
  const player = createSoundPlayer({ loadHowler: howler.load, now: () => now, toneSource: (notes) => notes.map((n) => `${n.hz}@${n.offsetMs}`).join('+') });
  return { player, howler, advance: (ms: number) => (now += ms) };
}

describe('sound player', () => {
  it('is silent and loads nothing until enabled', () => {
    const { player, howler } = setup();
    expect(player.enabled).toBe(false);
    expect(player.play('drop')).toBe(false);
    expect(howler.loads).toBe(0);
  });

  it('loads howler once on enabling and sets the master volume to 0.3', async () => {
    const { player, howler } = setup();
    await player.setEnabled(true);
    await player.setEnabled(false);
    await player.setEnabled(true);
    expect(howler.loads).toBe(1);
    expect(howler.volumes).toEqual([MASTER_VOLUME]);
  });

  it('plays synthesized cues, creating each sound once', async () => {
    const { player, howler, advance } = setup();
    await player.setEnabled(true);
    expect(player.play('match')).toBe(true);
    advance(100);
    expect(player.play('match')).toBe(true);
    expect(howler.played).toEqual(['523@0+659@80+784@160', '523@0+659@80+784@160']);
    expect(howler.created).toHaveLength(1);
  });

  it('holds each cue back for 100 ms after it played, independently of other cues', async () => {
    const { player, howler, advance } = setup();
    await player.setEnabled(true);
    expect(player.play('drag')).toBe(true);
    expect(player.play('drop')).toBe(true);
    advance(99);
    expect(player.play('drag')).toBe(false);
    advance(1);
    expect(player.play('drag')).toBe(true);
    expect(howler.played).toHaveLength(3);
  });

  it('pitches streak tones by the streak', async () => {
    const { player, howler, advance } = setup();
    await player.setEnabled(true);
    player.play('streak', 2);
    advance(100);
    player.play('streak', 20);
    expect(howler.played).toEqual(['623@240', '1046@240']);
  });

  it('stops playing when disabled, and unloads its sounds on dispose', async () => {
    const { player, howler } = setup();
    await player.setEnabled(true);
    player.play('hover');
    await player.setEnabled(false);
    expect(player.play('upload')).toBe(false);
    player.dispose();
    expect(howler.unloaded).toEqual(['880@0']);
  });
});
