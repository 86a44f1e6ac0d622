import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(4).max(1000).optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().min(1).max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  PUBLIC_URL: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER: z.coerce.number().int().positive().default(5),
  POW_COST: z.coerce.number().int().positive().max(1_000_000).default(1_000),
  POW_MAX_TRIES: z.coerce.number().int().min(2).max(10_000_000).default(10_000),
  FEED: z.enum(['simulator', 'off']).default('simulator'),
  FEED_SEED: z.string().min(1).default('demo'),
  FEED_SPEED: z.coerce.number().positive().max(3600).default(1),
  FEED_MARGIN: z.coerce.number().min(0).max(0.5).default(0.07),
  FEED_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  JACKPOTS: z.enum(['on', 'off']).default('on'),
  MEDIA_DIR: z.string().optional(),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal digits (32 bytes)')
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * Connections this instance keeps to PostgreSQL. Short transactions wait on round trips, not on
   * the CPU, so a few per core keep it busy; many more only queue for the same cores.
   */
  databasePoolSize: number;
  dataDir: string;
  redisUrl: string | undefined;
  /** Namespace of this deployment's channels on a Redis shared with others. */
  redisPrefix: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  sessionTtlMs: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  webDist: string;
  adminDist: string;
  seedDemo: boolean;
  /** Per IP address: sign-ins per minute, registrations per 10 minutes. */
  rateLimits: { loginPerMinute: number; registerPer10Minutes: number };
  /** Proof-of-work challenges: PBKDF2 iterations per try, and at most how many tries a solver needs. */
  pow: { cost: number; maxTries: number };
  /** The odds feed: the built-in simulator (seed, speed factor, margin, days ahead) or none. */
  feed: { provider: 'simulator' | 'off'; seed: string; speed: number; margin: number; days: number };
  /** Whether this instance feeds the jackpots from the stakes (tests feed them by hand). */
  jackpotFeed: boolean;
  /**
   * Uploaded images (banners, promotions): a folder (MEDIA_DIR, default <data>/media), or an
   * S3-compatible bucket when MEDIA_S3_BUCKET is set (credentials from the usual AWS_* variables).
   */
  media: { dir: string; s3: { bucket: string; endpoint: string | undefined; region: string } | undefined };
  /**
   * The key that seals secrets kept in the database (two-factor secrets). Every instance sharing a
   * database needs the same one; without SECRETS_KEY the server keeps one in its data folder.
   */
  secretsKey: Buffer | undefined;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The channel namespace on Redis unless one is set: one per database, so deployments sharing a
 * Redis hear only their own instances. The password is left out: changing it keeps the namespace.
 */
export function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let identity = `pglite:${dataDir}`;
  if (databaseUrl) {
    try {
      const url = new URL(databaseUrl);
      url.password = '';
      identity = url.toString();
    } catch {
      identity = databaseUrl;
    }
  }
  return `bet:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}

/** Four connections per core, and never fewer than ten: the feed's leader holds one for good. */
function defaultPoolSize(): number {
  return Math.max(10, 4 * os.availableParallelism());
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts in the workspace folder; relative paths mean the caller's folder.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL || undefined, dataDir),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    adminDist: e.ADMIN_DIST ? path.resolve(e.ADMIN_DIST) : path.join(repoRoot, 'apps/admin/dist'),
    seedDemo: e.SEED_DEMO === 'true',
    rateLimits: { loginPerMinute: e.RATE_LIMIT_LOGIN, registerPer10Minutes: e.RATE_LIMIT_REGISTER },
    pow: { cost: e.POW_COST, maxTries: e.POW_MAX_TRIES },
    jackpotFeed: e.JACKPOTS === 'on',
    media: {
      dir: e.MEDIA_DIR
        ? path.resolve(env.INIT_CWD ?? process.cwd(), e.MEDIA_DIR)
        : path.join(dataDir, 'media'),
      s3: e.MEDIA_S3_BUCKET
        ? { bucket: e.MEDIA_S3_BUCKET, endpoint: e.MEDIA_S3_ENDPOINT, region: e.MEDIA_S3_REGION }
        : undefined,
    },
    feed: {
      provider: e.FEED,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      margin: e.FEED_MARGIN,
      days: e.FEED_DAYS,
    },
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : undefined,
  };
}

/** Configuration for tests and benchmarks: quiet, no files, no demo data, no feed or jackpot feeding, proof of work in a moment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = {
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    FEED: 'off',
    JACKPOTS: 'off',
    POW_COST: '1',
    POW_MAX_TRIES: '20',
    SECRETS_KEY: '7e57'.repeat(16),
  };
  return { ...loadConfig(env), ...overrides };
}
