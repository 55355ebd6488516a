import { describe, expect, it } from 'vitest';
import { listenAll } from './listen-all';

describe('listenAll', () => {
  it('adds every listener, and the answer removes them all', () => {
    const first = new EventTarget();
    const second = new EventTarget();
    const heard: string[] = [];
    const stop = listenAll([first, 'ping', (event: Event) => heard.push(`first ${event.type}`)], [second, 'pong', (event: Event) => heard.push(`second ${event.type}`)]);
    first.dispatchEvent(new Event('ping'));
    second.dispatchEvent(new Event('pong'));
    stop();
    first.dispatchEvent(new Event('ping'));
    second.dispatchEvent(new Event('pong'));
    expect(heard).toEqual(['first ping', 'second pong']);
  });
});
