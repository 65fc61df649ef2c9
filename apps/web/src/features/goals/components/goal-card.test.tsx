import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { HistoryDay } from '@stepup/contract'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { GoalCard } from './goal-card.tsx'

beforeAll(() => loadNamespaces(['goals', 'common', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const goal = {
  goal: 10_000,
  own: false,
  suggested: 7_500,
  warmUpDays: 7,
  min: 2_000,
  max: 30_000,
  history: [{ from: '2025-12-01', goal: 10_000 }],
}
const day = (date: string, steps: number): HistoryDay => ({
  date,
  steps,
  bonus: 0,
  total: steps,
  source: 'wearable',
  sources: [{ source: 'wearable', steps }],
  importFormat: null,
  flags: [],
  review: null,
  held: false,
  note: null,
})

function show(answers: ((request: Request) => Response)[]) {
  const fetch = vi.fn(async (request: Request) => answers.shift()!(request))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoalCard history={[day('2026-11-29', 6_000), day('2026-11-28', 12_000)]} today="2026-11-29" testId="today" />
    </QueryClientProvider>,
  )
  return fetch
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status })

describe('GoalCard', () => {
  it("rings today's steps against the member's goal and offers the goal their weeks suggest", async () => {
    show([json(goal)])
    expect(await screen.findByRole('img', { name: '6,000 of 10,000 steps today: 60% of your goal' })).toBeTruthy()
    expect(screen.getByText('4,000 steps to go to your goal.')).toBeTruthy()
    expect(screen.getByText("The community's usual daily goal. Your last four weeks suggest 7,500.")).toBeTruthy()
  })

  it('saves the suggested goal in one click, and refuses one outside the range before asking the server', async () => {
    const fetch = show([json(goal), json({ ...goal, goal: 7_500, own: true })])
    fireEvent.click(await screen.findByRole('button', { name: 'Change goal' }))
    fireEvent.change(screen.getByLabelText('Daily goal (steps)'), { target: { value: '45000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }))
    expect(await screen.findByText('Choose a goal between 2,000 and 30,000 steps.')).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Use 7,500' }))
    await waitFor(() => expect(screen.getByRole('img', { name: /60% of your goal|80% of your goal/ })).toBeTruthy())
    const [request] = fetch.mock.calls[1]!
    expect(request.method).toBe('PUT')
    expect(await request.json()).toEqual({ goal: 7_500 })
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('6,000 of 7,500 steps today: 80% of your goal')
    expect(screen.getByText('Your own daily goal.')).toBeTruthy()
  })

  it('says how far the warm-up week has come before there is a suggestion', async () => {
    show([json({ ...goal, suggested: null, warmUpDays: 3 })])
    fireEvent.click(await screen.findByRole('button', { name: 'Change goal' }))
    expect(
      screen.getByText('Warm-up week: 3 days of 7 walked. After a week of steps we suggest a goal fitted to you.'),
    ).toBeTruthy()
  })
})
