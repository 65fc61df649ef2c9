import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { CompetitionForm } from './competition-form.tsx'

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
})
