import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { localToday, shiftDay } from './format.ts'
import { lastDays, StepsChart } from './steps-chart.tsx'

beforeAll(() => loadNamespaces(['scores']))
afterEach(cleanup)

const today = localToday()
const history = [
  { date: today, steps: 9_000, bonus: 0 },
  { date: shiftDay(today, -1), steps: 8_000, bonus: 500 },
  { date: shiftDay(today, -10), steps: 12_000, bonus: 0 },
]

describe('StepsChart', () => {
  it('gives each charted day the goal of its day', () => {
    const goals = [
      { from: shiftDay(today, -364), goal: 10_000 },
      { from: shiftDay(today, -1), goal: 8_000 },
    ]
    const days = lastDays(history, today, goals)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toEqual({ date: today, steps: 9_000, bonus: 0, goal: 8_000 })
    expect(days.at(-2)).toMatchObject({ goal: 8_000 })
    expect(days.at(-3)).toMatchObject({ goal: 10_000 })
    expect(lastDays(history, today).at(-1)).toMatchObject({ goal: null })
  })

  it('tells screen readers the goal, the days on it and a change of goal, with a legend', () => {
    render(
      <StepsChart
        history={history}
        goals={[
          { from: shiftDay(today, -364), goal: 10_000 },
          { from: shiftDay(today, -1), goal: 8_000 },
        ]}
      />,
    )
    // Today's 9,000 and yesterday's 8,000 reach 8,000; the 12,000 ten days ago reached 10,000.
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of your steps and bonus over the last 30 days, with your daily goal as a dashed line: 8,000 steps today. ' +
        'Days on the goal: 3 of 30. Your goal changed during these days, from 10,000 to 8,000 steps.',
    )
    expect(screen.getByTestId('steps-chart-legend').textContent).toContain('Your goal')
  })

  it('says nothing of a change when the goal held all month, and nothing of a goal without one', () => {
    const { rerender } = render(
      <StepsChart history={history} goals={[{ from: shiftDay(today, -364), goal: 10_000 }]} />,
    )
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /10,000 steps today\. Days on the goal: 1 of 30\.$/,
    )
    rerender(<StepsChart history={history} />)
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of your steps and bonus over the last 30 days',
    )
    expect(screen.queryByTestId('steps-chart-legend')).toBeNull()
  })
})
