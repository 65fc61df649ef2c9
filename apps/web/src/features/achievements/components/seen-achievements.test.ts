import { afterEach, describe, expect, it } from 'vitest'
import { newlyEarned, readSeen, writeSeen } from './seen-achievements.ts'

describe('newlyEarned', () => {
  it('celebrates nothing on the first look, and takes the whole history as seen', () => {
    expect(newlyEarned(null, ['streak-7', 'first-steps'])).toEqual({ fresh: [], seen: ['streak-7', 'first-steps'] })
  })

  it('finds the achievements earned since the last look, newest first', () => {
    expect(newlyEarned(['first-steps'], ['streak-7', 'best-day-10000', 'first-steps'])).toEqual({
      fresh: ['streak-7', 'best-day-10000'],
      seen: ['first-steps', 'streak-7', 'best-day-10000'],
    })
  })

  it('does not celebrate again one taken back and given back', () => {
    const { seen } = newlyEarned(['first-steps', 'best-day-15000'], ['first-steps'])
    expect(seen).toEqual(['first-steps', 'best-day-15000'])
    expect(newlyEarned(seen, ['best-day-15000', 'first-steps']).fresh).toEqual([])
  })
})

describe('the seen achievements in the browser', () => {
  afterEach(() => localStorage.clear())

  it('are kept per member, and read as never looked when missing or broken', () => {
    expect(readSeen(1)).toBeNull()
    writeSeen(1, ['first-steps'])
    expect(readSeen(1)).toEqual(['first-steps'])
    expect(readSeen(2)).toBeNull()
    localStorage.setItem('achievementsSeen:3', '{not json')
    expect(readSeen(3)).toBeNull()
  })
})
