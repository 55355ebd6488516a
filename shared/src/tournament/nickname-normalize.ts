const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Lower case, accents and separators dropped, look-alike digits read as letters: "F.u-c K" → "fuck". */
export function normalizeForComparison(text: string): string {
  return Array.from(text.normalize('NFKD').toLowerCase())
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .filter((ch) => /\p{L}/u.test(ch))
    .join('');
}

/** Two nicknames clash when equal ignoring case (and surrounding/duplicate spaces). */
export function nicknameKey(nickname: string): string {
  return nickname.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}
