import { describe, expect, it } from 'vitest'
import { CreateChallengeInputSchema } from './challenges.ts'
import {
  apiMessageKeys,
  apiMessages,
  formatApiMessage,
  matchApiMessage,
  teamTooLargeMessage,
  type ApiMessageParamValues,
} from './messages.ts'
import { ManualStepsInputSchema } from './scores.ts'

const format = formatApiMessage as (key: string, params?: ApiMessageParamValues) => string

/** A value for every placeholder of a template: numbers where it formats one, words elsewhere. */
function sampleParams(template: string): ApiMessageParamValues {
  const params: ApiMessageParamValues = {}
  for (const [, name, kind] of template.matchAll(/\{\{(\w+)(?:, (\w+))?\}\}/g)) {
    params[name!] = kind === 'number' ? 123_456 : `sample-${name}`
  }
  return params
}

describe('apiMessages', () => {
  it('fills placeholders, writing numbers the English way where the template asks', () => {
    expect(formatApiMessage('manualEntryDaysBack', { days: 30 })).toBe(
      'date: steps can be entered for at most 30 days back',
    )
    expect(formatApiMessage('stepsTooHigh', { max: 100_000 })).toBe('Steps must be at most 100,000')
    expect(formatApiMessage('teamFull')).toBe('Team is full. Cannot invite more members.')
    expect(teamTooLargeMessage(4)).toBe('Team cannot exceed 4 members')
  })

  it.each(apiMessageKeys)('%s: its own sentence is recognised as that key, with the same values', (key) => {
    const params = sampleParams(apiMessages[key])
    const text = format(key, params)
    expect(matchApiMessage(text)).toEqual(Object.keys(params).length > 0 ? { key, params } : { key })
  })

  it('recognises a sentence that a field name leads, and nothing else', () => {
    expect(matchApiMessage('endDate: End date must be after the start date')).toEqual({
      key: 'endAfterStart',
      field: 'endDate',
    })
    expect(matchApiMessage('Team cannot exceed 12 members')).toEqual({ key: 'teamTooLarge', params: { max: 12 } })
    expect(matchApiMessage('The image must be at most 10 MB.')).toEqual({
      key: 'imageTooLarge',
      params: { megabytes: 10 },
    })
    expect(matchApiMessage('file: attach an image in the form field named "photo".')).toBeUndefined()
    expect(matchApiMessage('Something else went wrong')).toBeUndefined()
    expect(matchApiMessage('email: Invalid input')).toBeUndefined()
  })

  it('is what the shared schemas say', () => {
    const challenge = CreateChallengeInputSchema.safeParse({
      name: 'Walk',
      startDate: '2026-05-02T00:00:00Z',
      endDate: '2026-05-01T00:00:00Z',
      points: 10,
    })
    expect(challenge.error?.issues.map((issue) => issue.message)).toEqual([apiMessages.endAfterStart])
    const steps = ManualStepsInputSchema.safeParse({ date: '2026-02-30', steps: 100_001 })
    expect(steps.error?.issues.map((issue) => matchApiMessage(issue.message))).toEqual([
      { key: 'dateNotReal' },
      { key: 'stepsTooHigh', params: { max: 100_000 } },
    ])
  })
})
