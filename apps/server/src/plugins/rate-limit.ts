import { normalizeEmail } from '@stepup/contract'
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { appError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hooks that limit sign-ups, logins and password guesses (docs/decisions/013), heavy calls
     * per member, and pushes per token (docs/decisions/120).
     */
    authRateLimits: {
      /** One bucket per client address, shared by every route that uses it. */
      perIp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
      /**
       * One bucket per normalized email and bucket name; the email is `body.email` unless
       * `emailOf` says where else to read it. Use as a preHandler, after validation.
       */
      perEmail: (
        bucket: string,
        emailOf?: (request: FastifyRequest) => string,
      ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
      /**
       * One bucket per signed-in member and bucket name, for calls heavy enough to need a limit
       * of their own. Use after `requireUser`.
       */
      perMember: (
        bucket: string,
        limit: { max: number; windowMs: number },
      ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
      /**
       * One bucket per key `keyOf` reads and bucket name, for callers known by something other
       * than a session (a push token). Use after the hook that finds that key.
       */
      perKey: (
        bucket: string,
        limit: { max: number; windowMs: number },
        keyOf: (request: FastifyRequest) => string | number,
      ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    }
  }
}

const WINDOW_MS = 15 * 60 * 1000
export const ATTEMPTS_PER_EMAIL = 10
const REDIS_COMMAND_TIMEOUT_MS = 1_000
/** The per-address bucket, shared by sign-up, login and forgot-password. */
const PER_ADDRESS_BUCKET = 'auth'
/** Every counter's Redis key starts so: `stepup:rate-limit:<bucket>:<address or email>`. */
const REDIS_KEY_PREFIX = 'stepup:rate-limit:'

/**
 * Counts in one window per key: the first hit starts the window, later ones read what is left
 * of it. Returns the count and the window's remaining milliseconds.
 */
const COUNT_IN_WINDOW = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    return { current, tonumber(ARGV[1]) }
  end
  return { current, redis.call('PTTL', KEYS[1]) }
`

type Limiter = ReturnType<FastifyRequest['server']['createRateLimit']>

/** Every hook `authRateLimits` hands out, so the API document can list 429 for the routes that use one. */
const limitingHooks = new WeakSet<object>()

/** Whether a route hook is one of the auth rate limits. */
export function limitsRate(hook: unknown) {
  return typeof hook === 'function' && limitingHooks.has(hook)
}

/**
 * Connects to REDIS_URL once and asks it a PING, so a wrong address stops the start with a message,
 * as a wrong DATABASE_URL does, rather than filling the log with reconnection errors while every
 * login goes uncounted. A Redis that goes away later is tolerated (see below).
 */
export async function checkRedis(url: string, timeoutMs = 3_000) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: () => null,
  })
  redis.on('error', () => {
    // Reported by the connect or ping below.
  })
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    const { hostname, port } = new URL(url)
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Could not connect to Redis at ${hostname}:${port || 6379}: ${reason}. Check REDIS_URL and that the server is running.`,
      { cause: error },
    )
  } finally {
    redis.disconnect()
  }
}

/**
 * Counts login and forgot-password attempts per email and per address. With REDIS_URL the
 * counters live in Redis, so every app process behind a load balancer shares them.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    // Without an offline queue a command fails at once while Redis is down, instead of holding
    // every login until it reconnects; the first connection is awaited below. A command that
    // gets no answer (a Redis or network that hangs) fails after a second, rather than holding
    // the login until the connection drops.
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        })
      : undefined
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis connection error'))
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000)
        const done = () => {
          clearTimeout(timer)
          resolve()
        }
        redis.once('ready', done)
        redis.once('error', done)
      })
    }
    await app.register(rateLimit, { global: false, ...(redis && { store: namedKeysStore(redis) }) })

    function hookFor(limiter: Limiter) {
      return limiting(async (request: FastifyRequest, reply: FastifyReply) => {
        let result: Awaited<ReturnType<Limiter>>
        try {
          result = await limiter(request)
        } catch (error) {
          // A Redis outage must not lock every member out: let the attempt through and say so.
          request.log.error({ err: error }, 'rate limit store unavailable; attempt not counted')
          return
        }
        if (result.isAllowed || !result.isExceeded) return
        const seconds = Math.max(1, result.ttlInSeconds)
        reply.header('retry-after', String(seconds))
        const minutes = Math.ceil(seconds / 60)
        throw minutes === 1
          ? appError('TOO_MANY_REQUESTS', 'tooManyAttemptsOneMinute')
          : appError('TOO_MANY_REQUESTS', 'tooManyAttempts', { minutes })
      })
    }

    const perIpLimiter = app.createRateLimit({
      max: app.config.authRateLimitPerIp,
      timeWindow: WINDOW_MS,
      // The library's own reading of the address: an IPv6 client counts by its /64 network.
      keyGenerator: (request) => `${PER_ADDRESS_BUCKET}:${normalizeIP(request.ip)}`,
    })

    // One limiter per bucket, whichever hook asks: each limiter counts in a store of its own.
    const perEmailLimiters = new Map<string, ReturnType<typeof hookFor>>()
    /** The email each request is counted under, as its hook read it. */
    const countedEmail = new WeakMap<FastifyRequest, string>()

    app.decorate('authRateLimits', {
      perIp: hookFor(perIpLimiter),
      perEmail(bucket: string, emailOf: (request: FastifyRequest) => string = bodyEmail) {
        let count = perEmailLimiters.get(bucket)
        if (!count) {
          count = hookFor(
            app.createRateLimit({
              max: ATTEMPTS_PER_EMAIL,
              timeWindow: WINDOW_MS,
              keyGenerator: (request) => `${bucket}:${countedEmail.get(request) ?? ''}`,
            }),
          )
          perEmailLimiters.set(bucket, count)
        }
        const countBucket = count
        return limiting(async (request, reply) => {
          countedEmail.set(request, normalizeEmail(emailOf(request)))
          await countBucket(request, reply)
        })
      },
      perMember(bucket: string, limit: { max: number; windowMs: number }) {
        return perKey(bucket, limit, (request) => request.user?.id ?? '')
      },
      perKey,
    })

    function perKey(
      bucket: string,
      { max, windowMs }: { max: number; windowMs: number },
      keyOf: (request: FastifyRequest) => string | number,
    ) {
      return hookFor(
        app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${bucket}:${keyOf(request)}` }),
      )
    }
  },
  { name: 'rate-limit' },
)

/**
 * The library's own Redis store names each limiter's keys after its route's method and URL, which
 * limiters made with `createRateLimit` do not have: its keys read
 * `undefinedundefined-127.0.0.1`. Here the key is the prefix and what the key generator gives,
 * which names its bucket, so an operator reading Redis sees what each counter counts.
 */
function namedKeysStore(redis: Redis): FastifyRateLimitStoreCtor {
  redis.defineCommand('stepupCountInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW })
  const countInWindow = (key: string, windowMs: number) =>
    (
      redis as unknown as { stepupCountInWindow(key: string, windowMs: number): Promise<[number, number]> }
    ).stepupCountInWindow(`${REDIS_KEY_PREFIX}${key}`, windowMs)
  return class NamedKeysStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], windowMs: number) {
      countInWindow(key, windowMs).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => callback(error),
      )
    }

    child() {
      return this
    }
  }
}

function limiting<Hook extends (request: FastifyRequest, reply: FastifyReply) => Promise<void>>(hook: Hook) {
  limitingHooks.add(hook)
  return hook
}

function bodyEmail(request: FastifyRequest) {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email : ''
}
