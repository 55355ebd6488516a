import { useCallback, useState } from 'react';

/**
 * Where the AI creator was left, kept by the app while the creator is closed (a Test Play game, the
 * dashboard), so Return reopens the same conversation and game version. Lives outside the lazy chunk:
 * App holds it from the first page.
 */
export interface AiResume {
  sessionId: number | null;
  previewMessageId: number | null;
}

const FRESH: AiResume = { sessionId: null, previewMessageId: null };

/** The creator's open state for the signed-in user (R-AI-1: the AI creator requires login). */
export function useAiCreatorNav(userId: number | null) {
  const [open, setOpen] = useState(false);
  const [resume, setResume] = useState<AiResume>(FRESH);
  const [owner, setOwner] = useState(userId);
  // Another account (or none) must not land in the previous user's chat.
  if (owner !== userId) {
    setOwner(userId);
    setResume(FRESH);
    setOpen(false);
  }
  const openCreator = useCallback(() => setOpen(true), []);
  const closeCreator = useCallback(() => setOpen(false), []);
  return { open: open && userId !== null, resume, setResume, openCreator, closeCreator };
}
