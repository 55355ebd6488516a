import { useState, useSyncExternalStore } from 'react';
import { failureMessage } from '../api';

/** What a form shows of its submit: whether one is under way, and why the last one failed. */
export interface SubmitState<F> {
  busy: boolean;
  failure: F | null;
}

/**
 * What a submit does: it resolves to nothing when it went through, or to the failure it found in an answer that is
 * not an error (a suspended account's refusal); a thrown error is a failure too.
 */
export type SubmitAction<A extends unknown[], F> = (...args: A) => Promise<F | void>;

export interface SubmitOptions<A extends unknown[], F> {
  /**
   * What a thrown error becomes: a fallback text ('Failed to send message') gives the server's words when it gave
   * some, else the fallback (failureMessage); a function words the failure itself, from the error and the submit's arguments.
   */
  failure: ((error: unknown, ...args: A) => F) | (string extends NoInfer<F> ? string : never);
  /** After a failure is shown (with the thrown error, if it was one): focus a field, open a popup, clear a password. */
  onFailure?: ((failure: F, error: unknown) => void) | undefined;
  /** A success leaves the screen (the next one replaces it): busy stays on, so nothing is sent twice meanwhile. */
  stayBusy?: boolean | undefined;
}

/**
 * One form's submit as a small store (the hook below is its React face, like useNow's Clock): a submit while one is
 * under way is ignored; a submit clears the last failure; a thrown error becomes the failure. Only a mounted form is
 * subscribed, so an answer that arrives after the form has gone sets no state.
 */
export class Submission<F> {
  private state: SubmitState<F> = { busy: false, failure: null };
  private readonly listeners = new Set<() => void>();

  readonly read = (): SubmitState<F> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async run<A extends unknown[]>(action: SubmitAction<A, F>, args: A, options: SubmitOptions<A, F>): Promise<void> {
    if (this.state.busy) return;
    this.update({ busy: true, failure: null });
    let refusal: F | void;
    try {
      refusal = await action(...args);
    } catch (error) {
      const { failure: describe } = options;
      // `string extends F` in SubmitOptions: a fallback text is given only where a failure is a string.
      this.failed(typeof describe === 'string' ? (failureMessage(error, describe) as F) : describe(error, ...args), error, options);
      return;
    }
    if (refusal !== undefined) this.failed(refusal, undefined, options);
    else if (options.stayBusy !== true) this.update({ busy: false, failure: null });
  }

  readonly clearFailure = (): void => {
    if (this.state.failure !== null) this.update({ ...this.state, failure: null });
  };

  private failed<A extends unknown[]>(failure: F, error: unknown, options: SubmitOptions<A, F>): void {
    this.update({ busy: false, failure });
    options.onFailure?.(failure, error);
  }

  private update(next: SubmitState<F>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

export interface Submit<A extends unknown[], F> extends SubmitState<F> {
  /** Runs the action with these arguments, unless a submit is under way. */
  submit: (...args: A) => Promise<void>;
  clearFailure: () => void;
}

/**
 * The one submit pattern of the client's forms: `busy` (for aria-busy and the disabled submit button) and
 * `failure` (for FormError) around an async action. Field checks stay with the form and run before `submit`.
 */
export function useSubmit<A extends unknown[], F = string>(action: SubmitAction<A, NoInfer<F>>, options: SubmitOptions<A, F>): Submit<A, F> {
  const [submission] = useState(() => new Submission<F>());
  const { busy, failure } = useSyncExternalStore(submission.subscribe, submission.read);
  return {
    busy,
    failure,
    submit: (...args: A) => submission.run(action, args, options),
    clearFailure: submission.clearFailure,
  };
}
