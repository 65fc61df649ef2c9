import { badRequest } from '../../errors.ts'
import type { z } from 'zod'

/** Bad rows one answer names: enough to fix a push by, and checking stops at the last of them. */
const MAX_PROBLEMS = 20

/** The bad rows of a push found so far, up to MAX_PROBLEMS. */
export class Problems {
  readonly #found: string[] = []

  /** Whether checking should stop: more problems would not be named. */
  get full(): boolean {
    return this.#found.length >= MAX_PROBLEMS
  }

  add(problem: string): void {
    if (!this.full) this.#found.push(problem)
  }

  /** Adds a row's schema issues, each named by its field: `entries[3]: steps: Steps must be a whole number`. */
  addIssues(place: string, error: z.ZodError): void {
    const issues = error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    )
    this.add(`${place}: ${issues.join('; ')}`)
  }

  /** Refuses the push, naming its problems, if it has any. */
  refuseIfAny(): void {
    const found = this.#found
    const problems = found.join('. ')
    if (found.length === 0) return
    if (found.length === 1) throw badRequest('ingestInvalidEntry', { problems })
    // Checking stopped here: there may be more.
    if (this.full) throw badRequest('ingestInvalidEntriesAtLeast', { count: found.length, problems })
    throw badRequest('ingestInvalidEntries', { count: found.length, problems })
  }
}
