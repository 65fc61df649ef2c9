import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Table, type Column } from './table.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A window as wide as a phone (below the `sm` breakpoint) or wider. */
function screenOf(width: 'phone' | 'wide') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width === 'wide',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

interface Day {
  date: string
  source: string
  steps: number
  bonus: number
}

const days: Day[] = [
  { date: '2026-11-27', source: 'Apple Health import', steps: 9500, bonus: 0 },
  { date: '2026-11-26', source: 'Watch sync', steps: 12000, bonus: 500 },
]

const columns: Column<Day>[] = [
  { key: 'date', header: 'Date', cell: (day) => day.date },
  {
    key: 'source',
    header: 'Source',
    phone: 'fill',
    cell: (day) => `${day.source} (and others)`,
    phoneCell: (day) => day.source,
  },
  { key: 'steps', header: 'Steps', align: 'right', cell: (day) => day.steps },
  { key: 'bonus', header: 'Bonus', align: 'right', phone: 'hide', cell: (day) => day.bonus },
]

const table = (compact = false) => (
  <Table compact={compact} caption="History" columns={columns} rows={days} rowKey={(day) => day.date} />
)

describe('Table', () => {
  it('shows phones a card of label/value pairs per row by default, and no table', () => {
    screenOf('phone')
    render(table())
    const cards = screen.getByRole('list', { name: 'History' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(within(cards).getAllByText('Bonus')).toHaveLength(2)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows a wider screen the table alone', () => {
    screenOf('wide')
    render(table())
    expect(screen.queryByRole('list')).toBeNull()
    expect(within(screen.getByRole('table', { name: 'History' })).getAllByRole('row')).toHaveLength(3)
  })

  it('keeps a compact table one line per row on phones: one table, no cards, hidden columns left out', () => {
    screenOf('phone')
    render(table(true))
    expect(screen.queryByRole('list')).toBeNull()
    const rows = within(screen.getByRole('table', { name: 'History' })).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(screen.queryByRole('columnheader', { name: 'Bonus' })).toBeNull()
    const cells = within(rows[2]!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual(['2026-11-26', 'Watch sync', '12000'])
    expect(cells[0]!.className).toContain('whitespace-nowrap')
  })

  it("gives the fill column the room left, cut at its end, with the phone's own words", () => {
    screenOf('phone')
    render(table(true))
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    const source = within(first!).getAllByRole('cell')[1]!
    expect(source.className).toContain('w-full max-w-0')
    expect(within(source).getByText('Apple Health import').className).toContain('truncate')
    expect(within(source).queryByText('Apple Health import (and others)')).toBeNull()
  })

  it('shows a compact table whole on a wider screen, in its full words', () => {
    screenOf('wide')
    render(table(true))
    expect(screen.getByRole('columnheader', { name: 'Bonus' })).toBeTruthy()
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-27', 'Apple Health import (and others)', '9500', '0'])
  })
})
