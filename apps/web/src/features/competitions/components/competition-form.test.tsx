import type { Competition } from '@stepup/contract'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import type { CompetitionValues } from '../competition-rules.ts'
import { CompetitionForm } from './competition-form.tsx'

/** The extra prizes' boxes, by the scoring words on them. */
const prizeBoxes = () =>
  within(screen.getByRole('group', { name: 'Extra prizes' }))
    .getAllByRole('checkbox')
    .map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked])

beforeAll(() => loadNamespaces(['competitions', 'errors']))
afterEach(cleanup)

describe('CompetitionForm', () => {
  it('asks for a date from the calendar, never for a format the date picker does not show', async () => {
    render(<CompetitionForm submitLabel="Create" pending={false} serverError={null} onSubmit={() => {}} />)
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Spring walk' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findAllByText('Choose a date in the calendar.')).toHaveLength(2)
    expect(screen.queryByText(/YYYY-MM-DD/)).toBeNull()
  })

  it('offers every scoring but the main one as an extra prize, and sends the chosen in one order', async () => {
    const onSubmit = vi.fn<(values: CompetitionValues) => void>()
    render(<CompetitionForm submitLabel="Create" pending={false} serverError={null} onSubmit={onSubmit} />)
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Spring walk' } })
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-31' } })
    expect(prizeBoxes()).toEqual([
      ['Steps + challenge bonus', false],
      ['Days on target', false],
      ['Longest streak on target', false],
      ['Percent of own goal', false],
      ['Most improved', false],
    ])
    const prizes = within(screen.getByRole('group', { name: 'Extra prizes' }))
    fireEvent.click(prizes.getByRole('checkbox', { name: 'Most improved' }))
    fireEvent.click(prizes.getByRole('checkbox', { name: 'Days on target' }))
    fireEvent.click(prizes.getByRole('checkbox', { name: 'Longest streak on target' }))
    // Three is the most: the other boxes wait until one is let go.
    expect((prizes.getByRole('checkbox', { name: 'Percent of own goal' }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(prizes.getByRole('checkbox', { name: 'Longest streak on target' }))
    expect((prizes.getByRole('checkbox', { name: 'Percent of own goal' }) as HTMLInputElement).disabled).toBe(false)

    // Most improved becomes the main scoring: it leaves the prizes, and total steps may be one.
    fireEvent.click(screen.getByRole('radio', { name: /^Most improved/ }))
    expect(prizeBoxes()).toEqual([
      ['Total steps', false],
      ['Steps + challenge bonus', false],
      ['Days on target', true],
      ['Longest streak on target', false],
      ['Percent of own goal', false],
    ])
    fireEvent.click(prizes.getByRole('checkbox', { name: 'Total steps' }))
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      scoring: { individual: 'improved' },
      prizes: ['steps', 'daysOnTarget'],
    })
  })

  it('shows the server’s refusal of the prizes on their field, with the chosen prizes kept', async () => {
    const competition: Competition = {
      id: 4,
      name: 'Spring walk',
      description: '',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      graceHours: 72,
      status: 'upcoming',
      participation: 'everyone',
      scoring: { individual: 'steps', target: 10_000, team: 'sum' },
      prizes: ['daysOnTarget', 'improved'],
      joined: true,
      startsAt: '2026-03-01T00:00:00Z',
      endsAt: '2026-04-01T00:00:00Z',
      finalAt: '2026-04-04T00:00:00Z',
      participants: 12,
      contest: null,
    }
    const refusal = new ApiError(400, 'A competition may award at most 3 extra prizes', 'tooManyPrizes', { max: 3 })
    render(
      <CompetitionForm
        competition={competition}
        submitLabel="Save"
        pending={false}
        serverError={refusal}
        onSubmit={() => {}}
      />,
    )
    const prizes = within(await screen.findByRole('group', { name: 'Extra prizes' }))
    expect(prizes.getByRole('alert').textContent).toBe('A competition may award at most 3 extra prizes')
    expect((prizes.getByRole('checkbox', { name: 'Days on target' }) as HTMLInputElement).checked).toBe(true)
    expect((prizes.getByRole('checkbox', { name: 'Most improved' }) as HTMLInputElement).checked).toBe(true)
  })
})
