/**
 * The name of the unique constraint a failed insert or update broke, or null for any other
 * error. Both drivers report PostgreSQL's SQLSTATE 23505; drizzle wraps it in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : ''
    current = candidate.cause
  }
  return null
}
