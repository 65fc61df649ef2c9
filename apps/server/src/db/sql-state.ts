/** PostgreSQL's SQLSTATE of a failed query; drizzle wraps the driver's error in `cause`. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code
    current = candidate.cause
  }
  return null
}
