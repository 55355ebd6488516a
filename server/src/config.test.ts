import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, type Env } from './config.js';

const cwd = '/srv/matchdrop';

function errorOf(env: Env): string {
  try {
    parseConfig(env, cwd);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('starts with no environment at all, on the documented defaults', () => {
    const config = parseConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(cwd, 'data'),
      mailFrom: 'MatchDrop <no-reply@matchdrop.local>',
      adminUsername: 'admin',
      aiModel: 'gpt-4o-mini',
      aiDailyMessages: 50,
      mediaQuotaMb: 100,
      aiDailySessions: 10,
      tournamentPlayersMax: 2_000,
      aiUrlAllowHosts: [],
      requireEmailVerification: false,
      logLevel: 'info',
    });
    for (const unset of ['databaseUrl', 'redisUrl', 'smtpUrl', 'publicUrl', 'jwtSecret', 'adminPassword', 'openaiApiKey', 'openaiBaseUrl'] as const) {
      expect(config[unset]).toBeUndefined();
    }
    // The repository's client/dist, wherever the process was started from.
    expect(config.clientDist).toMatch(/[/\\]client[/\\]dist$/);
    expect(config.clientDist).not.toContain(cwd);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/matchdrop',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/matchdrop',
        REDIS_URL: 'redis://127.0.0.1:6379',
        GAME_SERVER_PUBLIC_ADDRESS: 'game1.example.com:3001/',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Games <games@example.com>',
        PUBLIC_URL: 'https://games.example.com/',
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_USERNAME: 'root_admin',
        ADMIN_PASSWORD: 'secret1',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/',
        AI_MODEL: 'gpt-test',
        AI_DAILY_MESSAGES: '7',
        MEDIA_QUOTA_MB: '250',
        TOURNAMENT_PLAYERS_MAX: '500',
        DATABASE_POOL_SIZE: '12',
        AI_DAILY_SESSIONS: '0',
        AI_URL_ALLOW_HOSTS: ' Example.com, en.wikipedia.org ,,',
        REQUIRE_EMAIL_VERIFICATION: 'TRUE',
        LOG_LEVEL: 'debug',
        CLIENT_DIST: 'build/client',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/var/lib/matchdrop',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/matchdrop',
      databasePoolSize: 12,
      redisUrl: 'redis://127.0.0.1:6379',
      gameServerPublicAddress: 'game1.example.com:3001',
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Games <games@example.com>',
      publicUrl: 'https://games.example.com',
      jwtSecret: 'x'.repeat(32),
      adminUsername: 'root_admin',
      adminPassword: 'secret1',
      openaiApiKey: 'sk-test',
      openaiBaseUrl: 'http://127.0.0.1:9999/v1',
      aiModel: 'gpt-test',
      aiDailyMessages: 7,
      mediaQuotaMb: 250,
      tournamentPlayersMax: 500,
      aiDailySessions: 0,
      aiUrlAllowHosts: ['example.com', 'en.wikipedia.org'],
      requireEmailVerification: true,
      logLevel: 'debug',
      clientDist: resolve(cwd, 'build/client'),
    });
  });

  it('treats empty strings as unset', () => {
    const config = parseConfig({ PORT: '', JWT_SECRET: '', ADMIN_PASSWORD: '  ', DATABASE_URL: '', REQUIRE_EMAIL_VERIFICATION: '' }, cwd);
    expect(config.port).toBe(3000);
    expect(config.jwtSecret).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.requireEmailVerification).toBe(false);
  });

  it('names the variable, the expectation and the value in one line', () => {
    expect(errorOf({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")');
    expect(errorOf({ PORT: '70000' })).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (got "70000")');
    expect(errorOf({ PORT: '3.5' })).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (got "3.5")');
    expect(errorOf({ AI_DAILY_MESSAGES: 'many' })).toBe('Invalid configuration: AI_DAILY_MESSAGES must be an integer from 0 to 1000000 (got "many")');
    expect(errorOf({ DATABASE_POOL_SIZE: '0' })).toBe('Invalid configuration: DATABASE_POOL_SIZE must be an integer from 1 to 100 (got "0")');
    expect(errorOf({ TOURNAMENT_PLAYERS_MAX: '1' })).toBe('Invalid configuration: TOURNAMENT_PLAYERS_MAX must be an integer from 2 to 10000 (got "1")');
    expect(errorOf({ AI_DAILY_SESSIONS: '-1' })).toBe('Invalid configuration: AI_DAILY_SESSIONS must be an integer from 0 to 1000000 (got "-1")');
    expect(errorOf({ JWT_SECRET: 'short' })).toBe('Invalid configuration: JWT_SECRET must be at least 32 characters long (got 5 characters)');
    expect(errorOf({ ADMIN_PASSWORD: '12345' })).toBe('Invalid configuration: ADMIN_PASSWORD must be at least 6 characters long (got 5 characters)');
    expect(errorOf({ ADMIN_USERNAME: 'no spaces' })).toBe('Invalid configuration: ADMIN_USERNAME must be 3-50 letters, numbers or underscores (got "no spaces")');
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/);
    expect(errorOf({ REDIS_URL: 'localhost:6379' })).toMatch(/^Invalid configuration: REDIS_URL must be a redis:\/\/ URL/);
    expect(errorOf({ GAME_SERVER_PUBLIC_ADDRESS: 'ws://game1:3001' })).toMatch(
      /^Invalid configuration: GAME_SERVER_PUBLIC_ADDRESS must be host\[:port\]\[\/path\] without a scheme/,
    );
    expect(errorOf({ SMTP_URL: 'http://mail' })).toMatch(/^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(errorOf({ PUBLIC_URL: 'games.example.com' })).toMatch(/^Invalid configuration: PUBLIC_URL must be an http/);
    expect(errorOf({ OPENAI_BASE_URL: 'not a url' })).toMatch(/^Invalid configuration: OPENAI_BASE_URL must be an http/);
    expect(errorOf({ REQUIRE_EMAIL_VERIFICATION: 'yes' })).toBe('Invalid configuration: REQUIRE_EMAIL_VERIFICATION must be true or false (got "yes")');
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(errorOf({ AI_URL_ALLOW_HOSTS: 'example.com, bad host' })).toMatch(/^Invalid configuration: AI_URL_ALLOW_HOSTS must be/);
  });

  it('never prints a secret or a URL password', () => {
    expect(errorOf({ JWT_SECRET: 'hunter2-hunter2' })).not.toContain('hunter2');
    expect(errorOf({ ADMIN_PASSWORD: 'abc' })).not.toContain('abc');
    expect(errorOf({ DATABASE_URL: 'mysql://app:s3cret@db/x' })).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL (got "mysql://app:***@db/x")');
  });

  it('requires e-mail verification when SMTP_URL is set, since codes can then be mailed', () => {
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }, cwd).requireEmailVerification).toBe(true);
    expect(parseConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }, cwd).requireEmailVerification).toBe(true);
    expect(parseConfig({ REQUIRE_EMAIL_VERIFICATION: 'false' }, cwd).requireEmailVerification).toBe(false);
  });

  it('reads TRUST_PROXY as Express expects it, true meaning one proxy in front', () => {
    expect(parseConfig({}, cwd).trustProxy).toBeUndefined();
    expect(parseConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'FALSE' }, cwd).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, cwd).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(errorOf({ TRUST_PROXY: 'x;y' })).toMatch(/^Invalid configuration: TRUST_PROXY must be true, false, the number of proxies/);
  });

  it('never puts a line break in the message', () => {
    expect(errorOf({ MAIL_FROM: 'x', PORT: 'a\nb' })).not.toContain('\n');
  });
});
