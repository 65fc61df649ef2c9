import type { ReviewDay } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { ReviewCard } from './review-card.tsx'

beforeAll(() => loadNamespaces(['review', 'common']))
afterEach(cleanup)

const day: ReviewDay = {
  userId: 7,
  username: 'Mateo Okafor',
  avatarUrl: null,
  date: '2026-03-02',
  steps: 0,
  held: true,
  flags: ['cap', 'round'],
  sources: [{ source: 'manual', steps: 25_000 }],
  approvedSteps: 20_000,
  recent: [],
}

function renderCard(reviewDay: ReviewDay) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReviewCard
          day={reviewDay}
          memberDates={null}
          onNotice={() => {}}
          onVoid={() => {}}
          onApproveAll={() => {}}
          onVoidAll={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('ReviewCard', () => {
  it('says before approving that the day will count the daily cap, not what was recorded', async () => {
    renderCard(day)
    const counts = await screen.findByTestId('approve-counts')
    expect(counts.textContent).toBe('Approving counts 20,000 — the daily cap')
    const approve = screen.getByRole('button', { name: 'Approve' })
    expect(approve.getAttribute('aria-describedby')).toContain(counts.id)
  })

  it('says plainly what an uncapped day will count', async () => {
    renderCard({ ...day, flags: ['outlier'], sources: [{ source: 'wearable', steps: 31_000 }], approvedSteps: 31_000 })
    expect((await screen.findByTestId('approve-counts')).textContent).toBe('Approving counts 31,000 steps')
  })

  it("links the member's name to their page", async () => {
    renderCard(day)
    const link = await screen.findByRole('link', { name: 'Mateo Okafor' })
    expect(link.getAttribute('href')).toBe('/admin/members/7')
  })
})
