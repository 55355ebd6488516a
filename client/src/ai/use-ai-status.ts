import type { AiModels, AiUsage } from '@matchdrop/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchAiModels, fetchAiUsage } from './ai-api';

/**
 * Which provider answers and today's usage. Neither is essential: if they cannot be read the chat still
 * works (the server enforces the quota and says so), so failures here only leave the line blank.
 */
export function useAiStatus() {
  const [models, setModels] = useState<AiModels | null>(null);
  const [usage, setUsage] = useState<AiUsage | null>(null);

  const refreshUsage = useCallback(() => {
    fetchAiUsage().then(setUsage, () => undefined);
  }, []);

  useEffect(() => {
    let current = true;
    fetchAiModels().then(
      (answer) => current && setModels(answer),
      () => undefined,
    );
    refreshUsage();
    return () => {
      current = false;
    };
  }, [refreshUsage]);

  return { models, usage, setUsage, refreshUsage };
}
