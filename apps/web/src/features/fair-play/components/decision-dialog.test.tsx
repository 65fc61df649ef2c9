import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx'

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  await loadNamespaces(['review', 'errors'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const day = {
  date: '2026-03-02',
  steps: 0,
  bonus: 0,
  total: 0,
  source: 'manual',
  sources: [{ source: 'manual', steps: 50_000 }],
  importFormat: null,
  flags: ['cap'],
  review: 'voided',
  held: false,
  note: 'Typed twice',
}

function open(decision: PendingDecision) {
  const fetch = vi.fn(async (_request: Request) =>
    decision.kind === 'void'
      ? new Response(JSON.stringify(day), { status: 200 })
      : new Response(JSON.stringify({ reviewed: decision.dates.length }), { status: 200 }),
  )
  vi.stubGlobal('fetch', fetch)
  const onNotice = vi.fn()
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DecisionDialog decision={decision} onClose={onClose} onNotice={onNotice} />
    </QueryClientProvider>,
  )
  return { fetch, onNotice, onClose }
}

describe('DecisionDialog', () => {
  it('will not void a day without a reason, and sends the reason to the day', async () => {
    const { fetch, onNotice } = open({ kind: 'void', userId: 7, username: 'Mateo', dates: ['2026-03-02'] })
    fireEvent.click(await screen.findByRole('button', { name: 'Void day' }))
    await screen.findByText('Give the member a reason for voiding the day')
    expect(fetch).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Typed twice ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Void day' }))
    await waitFor(() => expect(onNotice).toHaveBeenCalled())
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/admin/review/7/2026-03-02')
    expect(await request.json()).toEqual({ decision: 'void', reason: 'Typed twice' })
  })

  it("approves all of a member's listed days in one call", async () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-04']
    const { fetch, onNotice } = open({ kind: 'approveAll', userId: 7, username: 'Mateo', dates })
    expect(screen.queryByLabelText('Reason')).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Approve all 3' }))
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ tone: 'success', text: "Approved 3 of Mateo's days." }))
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/admin/review/7')
    expect(await request.json()).toEqual({ decision: 'approve', dates })
  })
})
