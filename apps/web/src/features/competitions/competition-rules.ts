import {
  COMPETITION_DEFAULT_TARGET,
  type Competition,
  type CompetitionBoardRow,
  type CompetitionScoring,
  type IndividualScoring,
  type UpdateCompetitionInput,
} from '@stepup/contract'
import { shiftDay } from '../../lib/format.ts'

/** Running (a grace period too: its boards still move), upcoming and past competitions. */
export function groupByPhase(competitions: Competition[]) {
  const byStart = (a: Competition, b: Competition) => a.startsAt.localeCompare(b.startsAt)
  const byEnd = (a: Competition, b: Competition) => a.endsAt.localeCompare(b.endsAt)
  return {
    // The one ending first leads; the past reads from the most recent.
    running: competitions.filter((c) => c.status === 'running' || c.status === 'grace').sort(byEnd),
    upcoming: competitions.filter((c) => c.status === 'upcoming').sort(byStart),
    past: competitions
      .filter((c) => c.status === 'final')
      .sort(byEnd)
      .reverse(),
  }
}

/**
 * A member joins or leaves an opt-in competition until its last day ends; the server refuses it
 * after. A member's contest is joined by answering its invitation instead.
 */
export const canChangeParticipation = (competition: Competition) =>
  competition.contest === null &&
  competition.participation === 'opt-in' &&
  (competition.status === 'upcoming' || competition.status === 'running')

/**
 * Who won a member's contest, from its board: on a goal day everyone who reached the goal, in
 * the other formats those ranked first, once they walked at all.
 */
export function contestWinners(competition: Competition, board: readonly CompetitionBoardRow[]) {
  // A goal day scores in percent of each member's own goal: 100 is the goal reached.
  if (competition.contest?.format === 'goalDay') return board.filter((row) => row.score >= 100)
  if (!board[0] || board[0].score <= 0) return []
  return board.filter((row) => row.rank === 1)
}

export type CountdownKind = 'start' | 'end' | 'final'

/** The instant a competition's page counts down to: its start, its end, or its final results. */
export function countdownOf(competition: Competition): { kind: CountdownKind; at: string } | null {
  switch (competition.status) {
    case 'upcoming':
      return { kind: 'start', at: competition.startsAt }
    case 'running':
      return { kind: 'end', at: competition.endsAt }
    case 'grace':
      return { kind: 'final', at: competition.finalAt }
    case 'final':
      return null
  }
}

/** The daily target: optional in the contract's answer, 10,000 when it is left out. */
export const targetOf = (scoring: Pick<CompetitionScoring, 'target'> | Competition['scoring']) =>
  scoring.target ?? COMPETITION_DEFAULT_TARGET

/**
 * The competition's days from its first up to today (or its last, once over), each with the
 * viewer's steps; a day without a row counts 0.
 */
export function stepsOnCompetitionDays(
  history: { date: string; steps: number }[],
  startDate: string,
  endDate: string,
  today: string,
) {
  const last = endDate < today ? endDate : today
  const steps = new Map(history.map((day) => [day.date, day.steps]))
  const days: { date: string; steps: number }[] = []
  for (let day = startDate; day <= last; day = shiftDay(day, 1)) days.push({ date: day, steps: steps.get(day) ?? 0 })
  return days
}

export type Measure = 'steps' | 'daysOnTarget' | 'streak'

/** The measures a board shows beside the score: those the score is not already. */
export function sideMeasures(individual: IndividualScoring): Measure[] {
  const all: Measure[] = ['steps', 'daysOnTarget', 'streak']
  const same: Partial<Record<IndividualScoring, Measure>> = {
    steps: 'steps',
    daysOnTarget: 'daysOnTarget',
    streak: 'streak',
  }
  return all.filter((measure) => measure !== same[individual])
}

/** What the admin's form sends: every field, checked by the contract's schema. */
export interface CompetitionValues {
  name: string
  description: string
  startDate: string
  endDate: string
  graceHours: number
  participation: Competition['participation']
  scoring: CompetitionScoring
  /** The extra prizes' scorings, in the order of `individualScorings`. */
  prizes: IndividualScoring[]
}

/**
 * An edit as the fields that differ from the competition: an untouched date or scoring is not
 * sent, so a new name never asks to recompute the boards, nor is refused once they are final.
 */
export function changedFields(competition: Competition, values: CompetitionValues): UpdateCompetitionInput {
  const changes: UpdateCompetitionInput = {}
  if (values.name !== competition.name) changes.name = values.name
  if (values.description !== competition.description) changes.description = values.description
  if (values.startDate !== competition.startDate) changes.startDate = values.startDate
  if (values.endDate !== competition.endDate) changes.endDate = values.endDate
  if (values.graceHours !== competition.graceHours) changes.graceHours = values.graceHours
  if (values.participation !== competition.participation) changes.participation = values.participation
  const scoring = competition.scoring
  if (
    values.scoring.individual !== scoring.individual ||
    values.scoring.team !== scoring.team ||
    values.scoring.target !== targetOf(scoring)
  ) {
    changes.scoring = values.scoring
  }
  // Both lists are in the one order of the scorings, so equal prizes read the same.
  if (values.prizes.join() !== competition.prizes.join()) changes.prizes = values.prizes
  return changes
}

export type FormField =
  | 'name'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'graceHours'
  | 'participation'
  | 'individual'
  | 'target'
  | 'team'
  | 'prizes'

const fieldByErrorKey: Record<string, FormField> = {
  competitionNameRequired: 'name',
  competitionNameTooLong: 'name',
  competitionDescriptionInvalid: 'description',
  competitionDescriptionTooLong: 'description',
  competitionEndBeforeStart: 'endDate',
  competitionTooLong: 'endDate',
  graceHoursInvalid: 'graceHours',
  participationInvalid: 'participation',
  individualScoringInvalid: 'individual',
  competitionTargetInvalid: 'target',
  teamScoringInvalid: 'team',
  prizesInvalid: 'prizes',
  prizesRepeated: 'prizes',
  prizeIsMainScoring: 'prizes',
  tooManyPrizes: 'prizes',
}

/** The form field a server error is about, by its key; null for an error about the whole form. */
export const fieldOfError = (key: string | undefined): FormField | null => (key && fieldByErrorKey[key]) || null
