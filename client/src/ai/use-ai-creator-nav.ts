import { useCallback, useState } from 'react';

/**
 * Where the AI creator was left, kept by the app while the creator is closed (a Test Play game, the
 * dashboard), so Return reopens the same conversation and game version. The conversation is in the
 * address (/ai/:sessionId); the chosen game version only here. Lives outside the lazy chunk: App holds it.
 */
export interface AiResume {
  sessionId: number | null;
  previewMessageId: number | null;
}

const FRESH: AiResume = { sessionId: null, previewMessageId: null };

/** The conversation to resume for the signed-in user (R-AI-1: the AI creator requires login). */
export function useAiCreatorNav(userId: number | null) {
  const [resume, setResume] = useState<AiResume>(FRESH);
  const [owner, setOwner] = useState(userId);
  // Another account (or none) must not land in the previous user's chat.
  if (owner !== userId) {
    setOwner(userId);
    setResume(FRESH);
  }
  /** The address's conversation, with the game version last chosen in it. */
  const resumeFor = useCallback((sessionId: number | null): AiResume => (sessionId === resume.sessionId ? resume : { sessionId, previewMessageId: null }), [resume]);
  return { resume, setResume, resumeFor };
}
