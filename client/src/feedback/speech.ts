/**
 * Items read aloud with the browser's speech synthesis (R-PIC-12). Only what a game needs: say one item now
 * (the previous one is cut off, as a screen reader does), and whether the browser has a voice at all.
 */
export interface SpeechLike {
  speak(utterance: { text: string; lang: string }): void;
  cancel(): void;
  getVoices(): readonly { lang: string }[];
}

export interface Speaker {
  /**
   * Says `text` in `lang` (a BCP 47 tag; '' for the browser's own choice); false when there is no voice for it.
   * `after` queues it behind what is being said (a pair read left then right) instead of cutting that off.
   */
  say(text: string, lang: string, after?: boolean): boolean;
  /**
   * Asks the browser for its voices ahead of the first item: Chrome loads them only once asked and answers none until
   * then, so the first item would be dropped and "no voice" said on a browser that has them.
   */
  warmUp(): void;
}

/** Whether one of the voices speaks `lang` ('' takes any voice): 'en' fits 'en-GB', 'zh-CN' fits 'zh-cn'. */
function hasVoice(voices: readonly { lang: string }[], lang: string): boolean {
  const wanted = lang.toLowerCase().split('-')[0]!;
  return voices.some((voice) => wanted === '' || voice.lang.toLowerCase().replace('_', '-').split('-')[0] === wanted);
}

export function createSpeaker(synth: SpeechLike | null, makeUtterance: (text: string, lang: string) => { text: string; lang: string }): Speaker {
  return {
    say(text, lang, after = false) {
      if (!synth || !hasVoice(synth.getVoices(), lang)) return false;
      if (!after) synth.cancel();
      synth.speak(makeUtterance(text, lang));
      return true;
    },
    warmUp() {
      synth?.getVoices();
    },
  };
}
