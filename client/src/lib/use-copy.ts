import { useEffect, useState } from 'react';

/**
 * Copy to the clipboard, and whether it worked (null before a copy, and again 2 s after it, so the message goes).
 * A browser without the clipboard API (an insecure page) says it failed: the user then selects the text.
 */
export function useCopy(text: string): [copied: boolean | null, copy: () => void] {
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopied(false);
    clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return [copied, copy];
}
