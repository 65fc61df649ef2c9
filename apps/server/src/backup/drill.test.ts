import { describe, expect, it } from 'vitest'
import { drillLines, formatDrill } from './drill.ts'
import type { Manifest } from './format.ts'

const manifest = {
  tables: [
    { name: 'users', columns: ['id'], rows: 60 },
    { name: 'day_scores', columns: ['user_id'], rows: 7300 },
  ],
  uploads: [
    { name: 'a.webp', bytes: 10 },
    { name: 'b.png', bytes: 20 },
  ],
} as Manifest

describe("the restore drill's comparison", () => {
  it('lists each table, then the images, and marks nothing when all agree', () => {
    const lines = drillLines(manifest, {
      tables: new Map([
        ['users', 60],
        ['day_scores', 7300],
      ]),
      images: 2,
    })
    expect(formatDrill(lines)).toEqual([
      '  table         backup  restored',
      '  day_scores      7300      7300',
      '  users             60        60',
      '  images             2         2',
    ])
  })

  it('marks a table whose rows differ, one only one side has, and missing images', () => {
    const lines = drillLines(manifest, {
      tables: new Map([
        ['users', 59],
        ['day_scores', 7300],
        ['stray', 1],
      ]),
      images: 1,
    })
    expect(formatDrill(lines)).toEqual([
      '  table         backup  restored',
      '  day_scores      7300      7300',
      '  stray              -         1  differs',
      '  users             60        59  differs',
      '  images             2         1  differs',
    ])
  })
})
