import { describe, expect, it } from 'vitest'
import { moveItem, otherSources, sourceLabelKey } from './step-sources.ts'

describe('sourceLabelKey', () => {
  it('names an import by its format, and every other source by itself', () => {
    expect(sourceLabelKey('import', 'apple-health')).toBe('sources.formats.apple-health')
    expect(sourceLabelKey('import', 'fitbit')).toBe('sources.formats.fitbit')
    expect(sourceLabelKey('import', null)).toBe('sources.import')
    expect(sourceLabelKey('wearable', 'garmin')).toBe('sources.wearable')
    expect(sourceLabelKey('manual')).toBe('sources.manual')
    expect(sourceLabelKey('earlier', null)).toBe('sources.earlier')
  })
})

describe('otherSources', () => {
  it('leaves out the source that counts and keeps the order of the rest', () => {
    expect(
      otherSources({
        source: 'wearable',
        sources: [
          { source: 'wearable', steps: 9000 },
          { source: 'push', steps: 8800 },
          { source: 'manual', steps: 5000 },
        ],
      }),
    ).toEqual([
      { source: 'push', steps: 8800 },
      { source: 'manual', steps: 5000 },
    ])
    expect(otherSources({ source: null, sources: [] })).toEqual([])
  })
})

describe('moveItem', () => {
  it('swaps an item with its neighbour, and leaves the list as it was at an edge', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('does not change the list it was given', () => {
    const list = ['a', 'b']
    moveItem(list, 0, 1)
    expect(list).toEqual(['a', 'b'])
  })
})
