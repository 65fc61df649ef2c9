import type { HistoryDay } from '@stepup/contract'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { DayStatus } from './day-status.tsx'

const day: Pick<HistoryDay, 'review' | 'flags' | 'held' | 'note' | 'source'> = {
  review: null,
  flags: [],
  held: false,
  note: null,
  source: 'manual',
}

beforeAll(() => loadNamespaces(['scores']))
afterEach(cleanup)

describe('DayStatus', () => {
  it('says a day is under review, why, and that it does not count meanwhile when held', async () => {
    render(<DayStatus day={{ ...day, review: 'pending', flags: ['cap', 'round'], held: true }} />)
    await screen.findByText('Under review')
    expect(screen.getByText('Above a daily cap · A round typed number')).toBeTruthy()
    expect(screen.getByText('Not counted until reviewed')).toBeTruthy()
  })

  it('leaves out "not counted" for a flagged day that counts while it waits', async () => {
    render(<DayStatus day={{ ...day, review: 'pending', flags: ['outlier'] }} />)
    await screen.findByText('Under review')
    expect(screen.queryByText('Not counted until reviewed')).toBeNull()
  })

  it("gives the admin's reason for a voided day and for a corrected one, set apart from the sentence", async () => {
    const { container, rerender } = render(<DayStatus day={{ ...day, review: 'voided', note: 'Typed twice.' }} />)
    // The reason keeps its own direction inside a sentence of the other one (English in Hebrew).
    expect((await screen.findByText('Typed twice.')).tagName).toBe('BDI')
    expect(container.textContent).toBe('Voided by an admin: Typed twice.')
    rerender(<DayStatus day={{ ...day, source: 'correction', note: 'Watch double-counted' }} />)
    await screen.findByText('Watch double-counted')
    expect(container.textContent).toBe('Corrected by an admin: Watch double-counted')
  })

  it('shows nothing for a day that was never flagged', () => {
    const { container } = render(<DayStatus day={day} />)
    expect(container.textContent).toBe('')
  })
})
