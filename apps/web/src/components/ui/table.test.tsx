import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Table, type Column } from './table.tsx'

afterEach(cleanup)

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

describe('Table', () => {
  it('shows phones a card of label/value pairs per row by default', () => {
    render(<Table caption="History" columns={columns} rows={days} rowKey={(day) => day.date} />)
    const cards = screen.getByRole('list', { name: 'History' })
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('table', { name: 'History' }).classList).toContain('hidden')
  })

  it('keeps a compact table one line per row on phones: one table, no cards', () => {
    render(<Table compact caption="History" columns={columns} rows={days} rowKey={(day) => day.date} />)
    expect(screen.queryByRole('list')).toBeNull()
    const table = screen.getByRole('table', { name: 'History' })
    expect(table.className).not.toContain('hidden')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('leaves hidden columns out of the phone row, and keeps the others on one line', () => {
    render(<Table compact caption="History" columns={columns} rows={days} rowKey={(day) => day.date} />)
    const bonus = screen.getByRole('columnheader', { name: 'Bonus' })
    expect(bonus.className).toContain('hidden sm:table-cell')
    expect(screen.getByRole('columnheader', { name: 'Date' }).className).toContain('whitespace-nowrap')
    const [, second] = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    const cells = within(second!).getAllByRole('cell')
    expect(cells[3]!.className).toContain('hidden sm:table-cell')
    expect(cells[0]!.className).toContain('whitespace-nowrap')
  })

  it("gives the fill column the room left, cut at its end, with the phone's own words", () => {
    render(<Table compact caption="History" columns={columns} rows={days} rowKey={(day) => day.date} />)
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    const source = within(first!).getAllByRole('cell')[1]!
    expect(source.className).toContain('w-full max-w-0')
    const phone = within(source).getByText('Apple Health import')
    expect(phone.className).toContain('sm:hidden')
    expect(phone.className).toContain('truncate')
    expect(within(source).getByText('Apple Health import (and others)').className).toContain('hidden sm:inline')
  })
})
