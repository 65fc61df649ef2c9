import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { DecisionNotice, UNDO_OFFERED_MS, type Notice } from './decision-notice.tsx'

beforeAll(() => loadNamespaces(['review', 'common', 'errors']))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const approved: Notice = {
  tone: 'success',
  text: "Mateo's day of Mar 2, 2026 is approved: it counts 20,000 steps.",
  undo: { userId: 7, username: 'Mateo', date: '2026-03-02', decision: 'approve' },
}

function show(notice: Notice, answer: Response = new Response('{}', { status: 200 })) {
  const fetch = vi.fn(async (_request: Request) => answer)
  vi.stubGlobal('fetch', fetch)
  const onNotice = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DecisionNotice notice={notice} onNotice={onNotice} onClose={() => {}} />
    </QueryClientProvider>,
  )
  return { fetch, onNotice }
}

const dayAfter = {
  date: '2026-03-02',
  steps: 0,
  bonus: 0,
  total: 0,
  source: 'manual',
  sources: [{ source: 'manual', steps: 25_000 }],
  importFormat: null,
  flags: ['cap'],
  review: 'pending',
  held: true,
  note: null,
}

describe('DecisionNotice', () => {
  it('takes the decision back on the server and says the day waits again', async () => {
    const { fetch, onNotice } = show(approved, new Response(JSON.stringify(dayAfter), { status: 200 }))
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({
        tone: 'success',
        text: "Undone: Mateo's day of Mar 2, 2026 waits for review again.",
      }),
    )
    const [request] = fetch.mock.calls[0]!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/api/admin/members/7/days/2026-03-02/undo')
    expect(await request.json()).toEqual({ decision: 'approve' })
  })

  it('says why when the server refuses, the day having moved on', async () => {
    const refusal = new Response(
      JSON.stringify({ error: 'This decision can no longer be undone', key: 'undoTooLate' }),
      { status: 409 },
    )
    const { onNotice } = show(approved, refusal)
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith(expect.objectContaining({ tone: 'error' })))
    expect(onNotice.mock.calls[0]![0].text).toMatch(/can no longer be undone/)
  })

  it('offers Undo only for a few seconds, and never for a decision without one', () => {
    vi.useFakeTimers()
    show(approved)
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(UNDO_OFFERED_MS + 1))
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    cleanup()
    show({ tone: 'success', text: "Approved 3 of Mateo's days." })
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })
})
