import { isIP, isIPv4 } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.ts'

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

/** A blank variable (`PORT=` in a .env file) means "not set", like an absent one. */
const withDefault = (fallback: string) => optionalString.transform((value) => value ?? fallback)

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const integer = z.coerce.number({ error: 'must be a number' }).int('must be a whole number')
const port = integer.min(0, 'must be 0 to 65535').max(65535, 'must be 0 to 65535')

/** Every environment variable the server reads, each with its rule and default. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(blankAsUnset, port.default(3000)),
  HOST: withDefault('0.0.0.0'),
  DATA_DIR: withDefault('./data'),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    integer.positive('must be at least 1').default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    integer.min(0, 'must be 0 (no limit) or more').default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  ),
  DATABASE_HEALTH_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    integer.positive('must be at least 1').default(DEFAULT_DATABASE_TIMEOUTS.healthMs),
  ),
  APP_ORIGIN: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ADMIN_TOKEN: optionalString,
  INGEST_API_KEY: optionalString,
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SMTP_TIMEOUT_MS: z.preprocess(blankAsUnset, integer.positive('must be at least 1').default(10_000)),
  MAIL_FROM: withDefault('StepUp <no-reply@localhost>'),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  TZ: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLOUDINARY_CLOUD_NAME: optionalString,
  CLOUDINARY_UPLOAD_PRESET: optionalString,
  COMMUNITY_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_RATE_LIMIT_PER_IP: z.preprocess(blankAsUnset, integer.positive('must be at least 1').default(300)),
  UPLOADS_DIR: optionalString,
  REQUEST_TIMEOUT_MS: z.preprocess(blankAsUnset, integer.min(1_000, 'must be at least 1000').default(300_000)),
  UPLOAD_QUOTA_MB: z.preprocess(blankAsUnset, integer.positive('must be at least 1').default(50)),
  UPLOAD_MIN_FREE_MB: z.preprocess(blankAsUnset, integer.min(0, 'must be 0 or more').default(256)),
  TRUST_PROXY: optionalString
    .refine((value) => value === undefined || isTrustProxyValue(value), {
      error: 'must be true, false, a hop count, or proxy addresses (comma-separated, CIDR allowed)',
    })
    .transform(parseTrustProxy),
  IMPORT_MAX_MB: z.preprocess(blankAsUnset, integer.positive('must be at least 1').default(2048)),
  IMPORT_LINE_MAX: z.preprocess(blankAsUnset, integer.positive('must be at least 1').default(50)),
  IMPORT_READ_PRIORITY: z.preprocess(blankAsUnset, z.enum(['low', 'normal']).default('low')),
  IMPORTS_DIR: optionalString,
  METRICS_TOKEN: optionalString,
})

/** The names of the variables the server reads: the README's table and `.env.example` list each. */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape)

const ConfigSchema = EnvSchema.transform((env) => {
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      healthMs: env.DATABASE_HEALTH_TIMEOUT_MS,
    },
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    /** APP_ORIGIN unset: the app is tried on this machine, at whichever loopback name the browser used. */
    appOriginIsLocal: env.APP_ORIGIN === undefined,
    adminToken: env.ADMIN_TOKEN,
    ingestApiKey: env.INGEST_API_KEY,
    smtpUrl: env.SMTP_URL,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    timeZone: env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: env.LOG_LEVEL,
    cloudinary:
      env.CLOUDINARY_CLOUD_NAME && env.CLOUDINARY_UPLOAD_PRESET
        ? { cloudName: env.CLOUDINARY_CLOUD_NAME, uploadPreset: env.CLOUDINARY_UPLOAD_PRESET }
        : undefined,
    communityUrl: env.COMMUNITY_URL,
    authRateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
    trustProxy: env.TRUST_PROXY,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    uploadQuotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
    uploadMinFreeBytes: env.UPLOAD_MIN_FREE_MB * 1024 * 1024,
    outboxDir: path.join(dataDir, 'outbox'),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    importMaxBytes: env.IMPORT_MAX_MB * 1024 * 1024,
    importLineMax: env.IMPORT_LINE_MAX,
    importsDir: path.resolve(env.IMPORTS_DIR ?? path.join(dataDir, 'imports')),
    metricsToken: env.METRICS_TOKEN,
  }
})

/**
 * Whom to believe about the client's address (X-Forwarded-For), which the per-IP rate limit
 * counts by: nobody by default, so a client cannot pick its own address. Behind a load balancer
 * set `true`, a hop count, or the proxies' addresses.
 */
function parseTrustProxy(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address: string, hop: number) => hop < hops
  }
  return value
}

/** The names proxy-addr knows for whole address ranges, besides addresses and CIDR blocks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * What the server would accept without throwing when it builds its address check: caught here,
 * the start stops with the variable's name rather than a stack trace from inside Fastify.
 */
function isTrustProxyValue(value: string) {
  if (value === 'true' || value === 'false' || /^\d+$/.test(value)) return true
  return value.split(',').every((part) => {
    const entry = part.trim()
    if (NAMED_RANGES.has(entry)) return true
    const [address = '', range, extra] = entry.split('/')
    const version = isIP(address)
    if (version === 0 || extra !== undefined) return false
    if (range === undefined) return true
    if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128)
    return version === 4 && isIPv4(range)
  })
}

export type Config = z.infer<typeof ConfigSchema>

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  if (parsed.data.timeZone && !isValidTimeZone(parsed.data.timeZone)) {
    throw new Error(`Invalid environment:\n  TZ: unknown time zone "${parsed.data.timeZone}"`)
  }
  return parsed.data
}

function isValidTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
