import type { Challenge, Completion } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import {
  canSubmitProof,
  groupByStatus,
  latestCompletionOf,
  normalizeStatus,
  splitByActivity,
} from './challenge-rules.ts'

const now = new Date('2026-03-10T12:00:00Z')

function challenge(id: number, startDate: string, endDate: string, completions: Completion[] = []): Challenge {
  return { id, name: `Challenge ${id}`, startDate, endDate, points: 10, completions }
}

function completion(id: number, userId: number, status: string, createdAt: string): Completion {
  return {
    id,
    challengeId: 1,
    status: status as Completion['status'],
    imageUrl: `/uploads/${id}.png`,
    user: { id: userId, username: `User ${userId}` },
    createdAt,
  }
}

describe('challenge rules', () => {
  it('compares statuses case-insensitively', () => {
    expect(normalizeStatus('APPROVED')).toBe('approved')
    expect(normalizeStatus('Rejected')).toBe('rejected')
    expect(normalizeStatus('pending')).toBe('pending')
  })

  it('keeps a challenge active until its end is past', () => {
    const endsNow = challenge(1, '2026-03-01T00:00:00Z', '2026-03-10T12:00:00Z')
    const ended = challenge(2, '2026-03-01T00:00:00Z', '2026-03-10T11:59:59Z')
    const upcoming = challenge(3, '2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z')
    const { active, archived } = splitByActivity([ended, upcoming, endsNow], now)
    expect(active.map((c) => c.id)).toEqual([1, 3])
    expect(archived.map((c) => c.id)).toEqual([2])
  })

  it('lets a member submit once, and again after a rejection', () => {
    const open = challenge(1, '2026-03-01T00:00:00Z', '2026-03-20T00:00:00Z')
    expect(canSubmitProof(open, 7, now)).toBe(true)
    expect(canSubmitProof(open, undefined, now)).toBe(false)

    const pending = { ...open, completions: [completion(1, 7, 'PENDING', '2026-03-02T00:00:00Z')] }
    expect(canSubmitProof(pending, 7, now)).toBe(false)
    expect(canSubmitProof(pending, 8, now)).toBe(true)

    const rejected = { ...open, completions: [completion(1, 7, 'REJECTED', '2026-03-02T00:00:00Z')] }
    expect(canSubmitProof(rejected, 7, now)).toBe(true)

    const retried = {
      ...open,
      completions: [
        completion(1, 7, 'rejected', '2026-03-02T00:00:00Z'),
        completion(2, 7, 'approved', '2026-03-03T00:00:00Z'),
      ],
    }
    expect(latestCompletionOf(retried, 7)?.id).toBe(2)
    expect(canSubmitProof(retried, 7, now)).toBe(false)
  })

  it('refuses proof before the start and after the end', () => {
    expect(canSubmitProof(challenge(1, '2026-03-11T00:00:00Z', '2026-03-20T00:00:00Z'), 7, now)).toBe(false)
    expect(canSubmitProof(challenge(1, '2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z'), 7, now)).toBe(false)
  })

  it('groups submissions by status whatever their case', () => {
    const groups = groupByStatus([
      completion(1, 1, 'Approved', '2026-03-02T00:00:00Z'),
      completion(2, 2, 'pending', '2026-03-02T00:00:00Z'),
      completion(3, 3, 'REJECTED', '2026-03-02T00:00:00Z'),
      completion(4, 4, 'approved', '2026-03-02T00:00:00Z'),
    ])
    expect(groups.approved.map((c) => c.id)).toEqual([1, 4])
    expect(groups.pending.map((c) => c.id)).toEqual([2])
    expect(groups.rejected.map((c) => c.id)).toEqual([3])
  })
})
