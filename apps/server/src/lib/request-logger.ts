import type { FastifyBaseLogger } from 'fastify'
import { levels } from 'pino'
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino'

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'

/** Pino's number for a level name; silent (or unknown) is above every level. */
function levelValue(level: string) {
  return levels.values[level] ?? Infinity
}

/** Whether a logger at `loggerLevel` writes lines of `level`. */
export function isLogged(level: string, loggerLevel: string) {
  return levelValue(level) >= levelValue(loggerLevel)
}

/**
 * The logger of one request: pino's child logger carrying the request id, made on the first line
 * the request actually writes. Fastify asks for one per request, and pino serializes the bindings
 * as it makes it, which cost a twentieth of a health check that then logs nothing.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private logger() {
    this.made ??= this.parent.child(this.bindings, this.options)
    return this.made
  }

  get level() {
    return this.made?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.logger().level = level
  }

  write(level: Level, args: unknown[]) {
    if (!isLogged(level, this.level)) return
    ;(this.logger()[level] as (...args: unknown[]) => void)(...args)
  }

  declare trace: LogFn
  declare debug: LogFn
  declare info: LogFn
  declare warn: LogFn
  declare error: LogFn
  declare fatal: LogFn

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger().child(bindings, options)
  }
}

// On the prototype, so a request's logger allocates no functions of its own.
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    this.write(level, args)
  }
}

/** Fastify's `childLoggerFactory`: see RequestLogger. */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
  return new RequestLogger(parent, bindings, options)
}
