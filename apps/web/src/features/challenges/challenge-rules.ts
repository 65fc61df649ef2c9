import { isChallengeActive, isChallengeOpenForProof, type Challenge, type Completion } from '@stepup/contract'

export type SubmissionStatus = 'pending' | 'approved' | 'rejected'

/** Statuses compare case-insensitively; anything unknown reads as pending. */
export function normalizeStatus(status: string): SubmissionStatus {
  const lower = status.trim().toLowerCase()
  return lower === 'approved' || lower === 'rejected' ? lower : 'pending'
}

/** Active while the end is not past, archived after; each list soonest-ending first / latest-ended first. */
export function splitByActivity(challenges: Challenge[], now: Date = new Date()) {
  const active = challenges
    .filter((challenge) => isChallengeActive(challenge, now))
    .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate))
  const archived = challenges
    .filter((challenge) => !isChallengeActive(challenge, now))
    .sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate))
  return { active, archived }
}

/** The member's latest submission for a challenge, or undefined when they have none. */
export function latestCompletionOf(challenge: Challenge, userId: number | undefined): Completion | undefined {
  if (userId === undefined) return undefined
  return challenge.completions
    .filter((completion) => completion.user.id === userId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)[0]
}

/** A member may send proof while the challenge is open and they have no pending or approved one. */
export function canSubmitProof(challenge: Challenge, userId: number | undefined, now: Date = new Date()) {
  if (userId === undefined || !isChallengeOpenForProof(challenge, now)) return false
  const latest = latestCompletionOf(challenge, userId)
  return !latest || normalizeStatus(latest.status) === 'rejected'
}

export function hasStarted(challenge: Challenge, now: Date = new Date()) {
  return Date.parse(challenge.startDate) <= now.getTime()
}

/** Submissions grouped by status, each oldest first. */
export function groupByStatus(completions: Completion[]): Record<SubmissionStatus, Completion[]> {
  const groups: Record<SubmissionStatus, Completion[]> = { pending: [], approved: [], rejected: [] }
  for (const completion of completions) groups[normalizeStatus(completion.status)].push(completion)
  return groups
}
