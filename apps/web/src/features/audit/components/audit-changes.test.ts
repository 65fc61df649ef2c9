import { describe, expect, it } from 'vitest'
import { fieldChanges } from './audit-changes.ts'

describe('fieldChanges', () => {
  it('lists each changed field with its old and new value', () => {
    expect(fieldChanges({ points: 50, name: 'Stairs' }, { points: 75, name: 'Stairs' })).toEqual([
      { path: ['points'], before: 50, after: 75 },
    ])
  })

  it('opens nested settings down to the value that changed', () => {
    expect(
      fieldChanges({ stepCaps: { manual: 20_000, any: 60_000 } }, { stepCaps: { manual: 15_000, any: 60_000 } }),
    ).toEqual([{ path: ['stepCaps', 'manual'], before: 20_000, after: 15_000 }])
  })

  it('compares lists as a whole', () => {
    expect(fieldChanges({ sourcePriority: ['push', 'manual'] }, { sourcePriority: ['manual', 'push'] })).toEqual([
      { path: ['sourcePriority'], before: ['push', 'manual'], after: ['manual', 'push'] },
    ])
  })

  it('lists what a creation set and what a deletion removed', () => {
    expect(fieldChanges(null, { name: 'Walk', points: 20 })).toEqual([
      { path: ['name'], before: undefined, after: 'Walk' },
      { path: ['points'], before: undefined, after: 20 },
    ])
    expect(fieldChanges({ name: 'Walk' }, null)).toEqual([{ path: ['name'], before: 'Walk', after: undefined }])
  })

  it('lists names and dates first, whatever order the entry keeps them in', () => {
    expect(fieldChanges(null, { points: 20, endDate: '2026-03-02', name: 'Walk' }).map(({ path }) => path)).toEqual([
      ['name'],
      ['endDate'],
      ['points'],
    ])
  })

  it('leaves out what a creation left empty', () => {
    expect(fieldChanges(null, { name: 'Walk', description: '' })).toEqual([
      { path: ['name'], before: undefined, after: 'Walk' },
    ])
  })

  it('keeps a value that became null', () => {
    expect(fieldChanges({ team: 'Walkers' }, { team: null })).toEqual([
      { path: ['team'], before: 'Walkers', after: null },
    ])
  })

  it('has nothing for an entry without values', () => {
    expect(fieldChanges(null, null)).toEqual([])
  })
})
