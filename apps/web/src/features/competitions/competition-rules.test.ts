import type { Competition } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import {
  canChangeParticipation,
  changedFields,
  contestWinners,
  countdownOf,
  fieldOfError,
  groupByPhase,
  sideMeasures,
  stepsOnCompetitionDays,
  type CompetitionValues,
} from './competition-rules.ts'

const competition = (overrides: Partial<Competition> = {}): Competition => ({
  id: 1,
  name: 'Spring step-up',
  description: '',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  graceHours: 72,
  status: 'running',
  participation: 'opt-in',
  scoring: { individual: 'steps', team: 'sum' },
  prizes: [],
  joined: false,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  finalAt: '2026-04-04T00:00:00.000Z',
  participants: 3,
  contest: null,
  ...overrides,
})

const valuesOf = (c: Competition): CompetitionValues => ({
  name: c.name,
  description: c.description,
  startDate: c.startDate,
  endDate: c.endDate,
  graceHours: c.graceHours,
  participation: c.participation,
  scoring: { individual: c.scoring.individual, target: c.scoring.target ?? 10_000, team: c.scoring.team },
  prizes: c.prizes,
})

describe('groupByPhase', () => {
  it('puts grace periods with the running ones, the soonest end first, and the past latest first', () => {
    const list = [
      competition({ id: 1, status: 'final', endsAt: '2026-01-01T00:00:00Z' }),
      competition({ id: 2, status: 'grace', endsAt: '2026-03-10T00:00:00Z' }),
      competition({ id: 3, status: 'running', endsAt: '2026-03-05T00:00:00Z' }),
      competition({ id: 4, status: 'upcoming', startsAt: '2026-06-01T00:00:00Z' }),
      competition({ id: 5, status: 'upcoming', startsAt: '2026-05-01T00:00:00Z' }),
      competition({ id: 6, status: 'final', endsAt: '2026-02-01T00:00:00Z' }),
    ]
    const phases = groupByPhase(list)
    expect(phases.running.map((c) => c.id)).toEqual([3, 2])
    expect(phases.upcoming.map((c) => c.id)).toEqual([5, 4])
    expect(phases.past.map((c) => c.id)).toEqual([6, 1])
  })
})

describe('canChangeParticipation', () => {
  it('lets members join or leave an opt-in competition until its last day ends', () => {
    expect(canChangeParticipation(competition({ status: 'upcoming' }))).toBe(true)
    expect(canChangeParticipation(competition({ status: 'running' }))).toBe(true)
    expect(canChangeParticipation(competition({ status: 'grace' }))).toBe(false)
    expect(canChangeParticipation(competition({ status: 'final' }))).toBe(false)
    expect(canChangeParticipation(competition({ participation: 'everyone' }))).toBe(false)
  })

  it('leaves a member’s contest to its invitations', () => {
    const contest = { format: 'duel' as const, startedBy: { id: 7, username: 'Ana' }, pending: 0 }
    expect(canChangeParticipation(competition({ status: 'upcoming', contest }))).toBe(false)
  })
})

describe('contestWinners', () => {
  const row = (id: number, rank: number, score: number) => ({
    rank,
    user: { id, username: `M${id}`, avatarUrl: null },
    score,
    steps: score,
    daysOnTarget: 0,
    streak: 0,
  })
  const of = (format: 'duel' | 'goalDay') =>
    competition({ contest: { format, startedBy: null, pending: 0 }, status: 'final' })

  it('crowns those ranked first, ties included, once anyone walked', () => {
    expect(contestWinners(of('duel'), [row(1, 1, 900), row(2, 2, 800)]).map((r) => r.user.id)).toEqual([1])
    expect(contestWinners(of('duel'), [row(1, 1, 900), row(2, 1, 900)]).map((r) => r.user.id)).toEqual([1, 2])
    expect(contestWinners(of('duel'), [row(1, 1, 0), row(2, 1, 0)])).toEqual([])
  })

  it('on a goal day, everyone who reached their own goal (100 % of it)', () => {
    const board = [row(1, 1, 140), row(2, 2, 100), row(3, 3, 99)]
    expect(contestWinners(of('goalDay'), board).map((r) => r.user.id)).toEqual([1, 2])
  })
})

describe('countdownOf', () => {
  it('counts to the start, the end, then the final results, and stops once final', () => {
    const c = competition()
    expect(countdownOf({ ...c, status: 'upcoming' })).toEqual({ kind: 'start', at: c.startsAt })
    expect(countdownOf({ ...c, status: 'running' })).toEqual({ kind: 'end', at: c.endsAt })
    expect(countdownOf({ ...c, status: 'grace' })).toEqual({ kind: 'final', at: c.finalAt })
    expect(countdownOf({ ...c, status: 'final' })).toBeNull()
  })
})

describe('stepsOnCompetitionDays', () => {
  const history = [
    { date: '2026-02-28', steps: 9_000 },
    { date: '2026-03-01', steps: 12_000 },
    { date: '2026-03-03', steps: 4_000 },
  ]

  it('lists every day from the first up to today, a day without steps as 0', () => {
    expect(stepsOnCompetitionDays(history, '2026-03-01', '2026-03-31', '2026-03-04')).toEqual([
      { date: '2026-03-01', steps: 12_000 },
      { date: '2026-03-02', steps: 0 },
      { date: '2026-03-03', steps: 4_000 },
      { date: '2026-03-04', steps: 0 },
    ])
  })

  it('stops at the last day once it has passed, and is empty before the first', () => {
    expect(stepsOnCompetitionDays(history, '2026-03-01', '2026-03-02', '2026-04-10')).toHaveLength(2)
    expect(stepsOnCompetitionDays(history, '2026-03-01', '2026-03-31', '2026-02-27')).toEqual([])
  })
})

describe('sideMeasures', () => {
  it('shows beside the score the measures it is not', () => {
    expect(sideMeasures('steps')).toEqual(['daysOnTarget', 'streak'])
    expect(sideMeasures('steps+bonus')).toEqual(['steps', 'daysOnTarget', 'streak'])
    expect(sideMeasures('daysOnTarget')).toEqual(['steps', 'streak'])
    expect(sideMeasures('streak')).toEqual(['steps', 'daysOnTarget'])
  })
})

describe('changedFields', () => {
  it('sends nothing for an untouched form, the default target counting as unchanged', () => {
    const c = competition()
    expect(changedFields(c, valuesOf(c))).toEqual({})
  })

  it('sends a new name alone, so it never asks to recompute the boards', () => {
    const c = competition()
    expect(changedFields(c, { ...valuesOf(c), name: 'Summer' })).toEqual({ name: 'Summer' })
  })

  it('sends the dates that moved, and the whole scoring when any part of it did', () => {
    const c = competition({ scoring: { individual: 'daysOnTarget', target: 8_000, team: 'average' } })
    const values = valuesOf(c)
    expect(changedFields(c, { ...values, endDate: '2026-03-20', graceHours: 0 })).toEqual({
      endDate: '2026-03-20',
      graceHours: 0,
    })
    expect(changedFields(c, { ...values, scoring: { ...values.scoring, target: 9_000 } })).toEqual({
      scoring: { individual: 'daysOnTarget', target: 9_000, team: 'average' },
    })
  })

  it('sends the prizes only when the chosen ones differ', () => {
    const c = competition({ prizes: ['daysOnTarget', 'improved'] })
    const values = valuesOf(c)
    expect(changedFields(c, { ...values, prizes: ['daysOnTarget', 'improved'] })).toEqual({})
    expect(changedFields(c, { ...values, prizes: ['daysOnTarget'] })).toEqual({ prizes: ['daysOnTarget'] })
    expect(changedFields(c, { ...values, prizes: [] })).toEqual({ prizes: [] })
  })
})

describe('fieldOfError', () => {
  it('puts the server’s errors on the field they are about', () => {
    expect(fieldOfError('competitionNameTooLong')).toBe('name')
    expect(fieldOfError('competitionEndBeforeStart')).toBe('endDate')
    expect(fieldOfError('graceHoursInvalid')).toBe('graceHours')
    expect(fieldOfError('competitionTargetInvalid')).toBe('target')
    for (const key of ['prizesInvalid', 'prizesRepeated', 'prizeIsMainScoring', 'tooManyPrizes'])
      expect(fieldOfError(key), key).toBe('prizes')
  })

  it('leaves an error about the whole competition to the form', () => {
    expect(fieldOfError('competitionFinal')).toBeNull()
    expect(fieldOfError(undefined)).toBeNull()
  })
})
