import { describe, expect, it } from 'vitest'
import { referencePath } from './daily-bar-chart-plot.tsx'

// Three slots of 10 across a plot 30 wide, bars 8 wide: a level's height is its value here.
const bandStart = (index: number) => index * 10 + 1
const y = (level: number) => level

describe('referencePath', () => {
  it('draws a level that never changes as one line across the plot', () => {
    expect(referencePath([5, 5, 5], bandStart, 10, 8, 30, false, y)).toBe('M0,5 L10,5 L10,5 L20,5 L20,5 L30,5')
  })

  it('steps where the goal changes, and runs from the right in a right-to-left page', () => {
    expect(referencePath([5, 5, 9], bandStart, 10, 8, 30, false, y)).toBe('M0,5 L10,5 L10,5 L20,5 L20,9 L30,9')
    expect(referencePath([5, 5, 9], (index) => 30 - (index + 1) * 10 + 1, 10, 8, 30, true, y)).toBe(
      'M30,5 L20,5 L20,5 L10,5 L10,9 L0,9',
    )
  })

  it('breaks the line on a day without a level', () => {
    expect(referencePath([5, null, 9], bandStart, 10, 8, 30, false, y)).toBe('M0,5 L10,5 M20,9 L30,9')
  })
})
