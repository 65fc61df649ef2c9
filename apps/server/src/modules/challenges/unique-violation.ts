/** True for PostgreSQL's unique_violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }
  return false
}
