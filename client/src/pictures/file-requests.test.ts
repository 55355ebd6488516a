import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WAIT_MS, UPLOAD_STALL_MS, uploadPicture } from './file-requests';

/** An XMLHttpRequest that never answers unless the test makes it: the stalled school Wi-Fi. */
class SilentRequest {
  static last: SilentRequest | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  constructor() {
    SilentRequest.last = this;
  }
  open(): void {}
  setRequestHeader(): void {}
  send(): void {}
  abort(): void {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
}

const picture = () => new File([new Uint8Array(4)], 'photo.jpg', { type: 'image/jpeg' });

describe('a picture upload never waits without end (R-PIC-21)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', SilentRequest);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up an upload that sends nothing for UPLOAD_STALL_MS, as a failed connection', async () => {
    const upload = uploadPicture(picture());
    const settled = expect(upload).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(SilentRequest.last!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(SilentRequest.last!.aborted).toBe(true);
    await settled;
  });

  it('waits while bytes move, then ANSWER_WAIT_MS for the answer once every byte is sent', async () => {
    const progress: number[] = [];
    const upload = uploadPicture(picture(), (fraction) => progress.push(fraction));
    const settled = expect(upload).rejects.toMatchObject({ status: 0 });
    const request = SilentRequest.last!;
    for (const loaded of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
      request.upload.onprogress?.({ lengthComputable: true, loaded, total: 4 } as ProgressEvent);
    }
    expect(request.aborted).toBe(false);
    expect(progress).toEqual([0.25, 0.5, 0.75]);
    request.upload.onload?.();
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    expect(request.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request.aborted).toBe(true);
    await settled;
  });
});
