/**
 * The Redis connections of one component (rate limits, the push channel) as one link, as the host wires it
 * (game-server's RedisLink): whether they answer, and what was served without them, which the link reports in its one
 * "reachable again" log line instead of a line per request. Declared here structurally: api does not import
 * game-server.
 */
export interface RedisLinkPort {
  isUp(): boolean;
  /** One request refused because Redis is away. */
  refused(): void;
  /** One request served without Redis. */
  degraded(): void;
  /** Called with false once Redis is unreachable, with true once it answers again. */
  onChange(listener: (up: boolean) => void): void;
}
