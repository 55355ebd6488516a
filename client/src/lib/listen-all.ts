/** A listener for one event type; `never` so that a handler of any event subtype fits. */
type Listener = (event: never) => void;

/**
 * Adds each listener and answers the function that removes them all: an effect that listens to several targets
 * (the document, the window, a media query) returns it as its cleanup, so no listener is added without its removal.
 */
export function listenAll(...entries: readonly (readonly [target: EventTarget, type: string, listener: Listener])[]): () => void {
  for (const [target, type, listener] of entries) target.addEventListener(type, listener as EventListener);
  return () => {
    for (const [target, type, listener] of entries) target.removeEventListener(type, listener as EventListener);
  };
}
