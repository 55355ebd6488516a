import { i18n } from '@lingui/core';
import { GAME_SPEED_DEFAULT } from '@matchdrop/shared';
import { useCallback, useReducer, useRef, useState } from 'react';
import { browseReducer, initialBrowseState } from '../lib/builtin-browser';
import { freePlaySessionReducer, initialFreePlaySession } from '../lib/free-play-session';
import type { GameStartRequest } from '../lib/game-start';
import { clampPairCount, pairSliderBoundsFor } from '../lib/pair-slider';
import { CHUNK_FAILED_TEXT, withChunkTimeout, withWords } from '../lib/lazy-chunk';
import type { UploadedGame, UploadResult } from '../lib/upload';
import { uploadedPanel } from './lazy-uploaded-panel';

export type FreeplayPanel = 'builtin' | 'upload';

/**
 * The file reader and its parsers (JSON, CSV, TSV) are needed only once a file is picked: a chunk of their
 * own (R-UI-8). Should it not load, the player reads why where a bad file's error shows, and can pick the file again.
 */
async function readUpload(file: File): Promise<UploadResult> {
  // Its panel is a chunk of its own too: fetched beside the reader, so it is there when the file has been read.
  uploadedPanel.preload();
  const upload = await withChunkTimeout(withWords(import('../lib/upload'), ['game', 'rest'])).catch(() => null);
  return upload ? upload.readGameFile(file) : { ok: false, error: i18n._(CHUNK_FAILED_TEXT) };
}

/**
 * Free play's state, held by the app so it outlives a game and a switch to Competition: the built-in
 * panel's step, the uploaded game, the last game started (its pairs: the address names the game, and an
 * upload or an AI game has nothing else to be loaded from), the visit's stats and the chosen game speed.
 */
export function useFreeplay() {
  const [browse, dispatchBrowse] = useReducer(browseReducer, initialBrowseState);
  const [panel, setPanel] = useState<FreeplayPanel>('builtin');
  const [uploaded, setUploaded] = useState<UploadedGame | null>(null);
  const [uploadError, setUploadError] = useState<{ message: string; id: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [activeGame, setActiveGame] = useState<GameStartRequest | null>(null);
  const [session, reportStats] = useReducer(freePlaySessionReducer, initialFreePlaySession);
  const [speed, setSpeed] = useState(GAME_SPEED_DEFAULT);
  // Focus goes to the panel's heading when it comes back (after Return, or Play Built-in Games), never on page load.
  const [focusPanel, setFocusPanel] = useState(false);
  const uploadsStarted = useRef(0);

  const uploadFile = useCallback(async (file: File) => {
    const attempt = ++uploadsStarted.current;
    setUploading(true);
    const result = await readUpload(file);
    if (attempt !== uploadsStarted.current) return; // a newer file was picked meanwhile
    setUploading(false);
    if (!result.ok) {
      setUploadError({ message: result.error, id: attempt });
      return;
    }
    setUploadError(null);
    setUploaded(result.game);
    setPanel('upload');
    // Sound and vibration are in the game screen's chunks, not on the first page: the cue waits for them (or,
    // should they fail to load, is skipped: the panel that opens says the file loaded all the same).
    import('../feedback/index').then((feedback) => feedback.getFeedback().cue({ kind: 'upload' })).catch(() => {});
  }, []);

  const setUploadedPairCount = useCallback((value: number) => {
    setUploaded((game) => (game ? { ...game, pairCount: clampPairCount(value, pairSliderBoundsFor(game.maxPairs)) } : game));
  }, []);

  const showBuiltin = useCallback(() => {
    setPanel('builtin');
    setFocusPanel(true);
  }, []);

  // Once a game was played, the panel's heading takes the focus when the panel comes back (Return, Back).
  const startGame = useCallback((request: GameStartRequest) => {
    setActiveGame(request);
    setFocusPanel(true);
  }, []);

  return {
    browse,
    dispatchBrowse,
    panel,
    uploaded,
    uploadError,
    uploading,
    uploadFile,
    setUploadedPairCount,
    showBuiltin,
    activeGame,
    startGame,
    session,
    reportStats,
    speed,
    setSpeed,
    focusPanel,
  };
}

export type FreeplayState = ReturnType<typeof useFreeplay>;
