import { errorChain, sqlState } from './sql-state.ts'

/** Why the database could not do what was asked: it cannot be reached, or it is out of room. */
export type UnavailableReason = 'unreachable' | 'diskFull' | 'outOfResources'

/** Network errors that mean the server cannot be reached or the connection went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * What the drivers say, without a code, when a connection cannot be had or has gone: pg's
 * connection and read timeouts, a connection lost or ended, a pool's wait for a free connection,
 * a pool or embedded database already closed (the process is shutting down), the health
 * check's own timeout, and a call failed at once or cut short while the database is found not
 * answering (stall-watch.ts).
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
  /^The database did not answer within \d+ ms$/,
  /^The database is not answering$/,
]

/**
 * Whether `error` (or one it wraps: drizzle puts the driver's in `cause`) means the database
 * could not be used at all, rather than that the request was wrong: the answer is then a 503 the
 * client may retry, not a 500. Undefined for every other error.
 *
 * By SQLSTATE: class 08 (connection exception), 53 (insufficient resources: 53100 disk full, the
 * rest memory and connection limits), 57P01–57P05 (the server shutting down, restarting, or
 * dropping an idle session), 58030 (I/O error), and 57014 only when the statement timeout
 * cancelled the statement: a cancel asked for by someone is not an outage.
 */
export function databaseUnavailable(error: unknown): UnavailableReason | undefined {
  const state = sqlState(error)
  if (state) {
    if (state === '53100') return 'diskFull'
    if (state.startsWith('53')) return 'outOfResources'
    if (state.startsWith('08') || /^57P0[1-5]$/.test(state) || state === '58030') return 'unreachable'
    if (state === '57014' && errorChain(error).some(byStatementTimeout)) return 'unreachable'
    return undefined
  }
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'unreachable'
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return 'unreachable'
  }
  return undefined
}

const byStatementTimeout = ({ message }: { message?: unknown }) =>
  typeof message === 'string' && message.includes('statement timeout')
