/** `error` and the errors it wraps (drizzle puts the driver's in `cause`), as far as five deep. */
export function errorChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown; cause?: unknown }[] = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as { code?: unknown; message?: unknown; cause?: unknown })
    current = chain.at(-1)!.cause
  }
  return chain
}

/**
 * PostgreSQL's SQLSTATE of a failed query. Five letters that start with E are a system error of
 * the connection (EPIPE, EBUSY), not a SQLSTATE: no SQLSTATE class starts with E.
 */
export function sqlState(error: unknown): string | null {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^E[A-Z]{4}$/.test(code)) return code
  }
  return null
}

/**
 * The name of the unique constraint a failed insert or update broke (SQLSTATE 23505), or null for
 * any other error.
 */
export function uniqueViolation(error: unknown): string | null {
  const broken = errorChain(error).find(({ code }) => code === '23505') as { constraint?: unknown } | undefined
  if (!broken) return null
  return typeof broken.constraint === 'string' ? broken.constraint : ''
}
