/**
 * A token bucket per connection: up to `perSecond` messages in any one-second burst, refilled continuously.
 * Messages beyond it are dropped (not answered, and the connection stays), so a flooding client slows only itself.
 */
export class MessageBudget {
  private readonly perSecond: number;
  private tokens: number;
  private updatedAt: number;

  constructor(perSecond: number, now: number) {
    this.perSecond = perSecond;
    this.tokens = perSecond;
    this.updatedAt = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
