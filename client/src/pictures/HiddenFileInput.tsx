import type { RefObject } from 'react';

/**
 * The file picker behind a visible button (the button is what keyboard and screen-reader users reach): hands over
 * the chosen file, then forgets it, so the same file can be chosen again after a refusal.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  testId,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
