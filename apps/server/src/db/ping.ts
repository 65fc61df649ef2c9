/** A database that answered this recently counts as answering: health checks cost no query each. */
const PING_REUSE_MS = 1_000
/**
 * How long after a statement failed for lack of disk the health check says the database is
 * unavailable. A ping reads, so it would pass on a full disk; a window rather than "until a write
 * succeeds" because a process taken out of its load balancer's rotation gets no writes to prove
 * it again (docs/decisions/009).
 */
export const DISK_FULL_HOLD_MS = 30_000

/**
 * Pings through `query`, sharing one query between concurrent callers and reusing a success for
 * a second, so a load balancer's health checks never queue behind real work on the database.
 * A ping that has not answered within `timeoutMs` fails, even though its query may still be
 * under way: later callers share that query, and fail at once while it is overdue, so a hung
 * database costs one connection and answers every check in time (docs/decisions/008).
 */
export function sharedPing(query: () => Promise<unknown>, timeoutMs: number) {
  let answeredAt = -Infinity
  let diskFullAt = -Infinity
  let inFlight: { answer: Promise<void>; deadline: number } | undefined
  const diskFull = () => performance.now() - diskFullAt < DISK_FULL_HOLD_MS
  const pingedRecently = () => performance.now() - answeredAt < PING_REUSE_MS && !diskFull()
  return {
    ping: async () => {
      if (diskFull()) throw new Error('The database ran out of disk space for a recent statement')
      if (pingedRecently()) return
      inFlight ??= {
        answer: query()
          .then(() => {
            answeredAt = performance.now()
          })
          .finally(() => {
            inFlight = undefined
          }),
        deadline: performance.now() + timeoutMs,
      }
      await answerBy(inFlight.answer, inFlight.deadline, timeoutMs)
    },
    reportDiskFull: () => {
      diskFullAt = performance.now()
      answeredAt = -Infinity
    },
    forget: () => {
      answeredAt = -Infinity
    },
  }
}

/** `answer`, or a rejection once `deadline` (a `performance.now()` time) has passed. */
function answerBy(answer: Promise<void>, deadline: number, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms`)),
      Math.max(0, deadline - performance.now()),
    )
  })
  return Promise.race([answer, late]).finally(() => clearTimeout(timer))
}
