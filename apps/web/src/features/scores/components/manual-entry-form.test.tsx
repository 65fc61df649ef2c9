import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { localToday } from './format.ts'
import { ManualEntryForm } from './manual-entry-form.tsx'

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  await loadNamespaces(['scores', 'review', 'common', 'errors'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const today = localToday()

/** The day as the server answers a typed 9,500 that a watch sync of 6,200 outranks. */
const outranked = {
  date: today,
  steps: 6_200,
  bonus: 0,
  total: 6_200,
  source: 'wearable',
  sources: [
    { source: 'wearable', steps: 6_200 },
    { source: 'manual', steps: 9_500 },
  ],
  importFormat: null,
  flags: [],
  review: null,
  held: false,
  note: null,
}

function renderForm() {
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/scores') return new Response(JSON.stringify(outranked), { status: 200 })
    if (path === '/api/day-requests' && request.method === 'POST') {
      const body = await request.clone().json()
      return new Response(
        JSON.stringify({ id: 1, ...body, createdAt: new Date().toISOString(), resolution: null, resolvedAt: null }),
        { status: 201 },
      )
    }
    return new Response('[]', { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ManualEntryForm />
    </QueryClientProvider>,
  )
  return fetch
}

describe('ManualEntryForm', () => {
  it('leads with the source that counts when it outranks the typed steps, and offers a request to an admin', async () => {
    const fetch = renderForm()
    fireEvent.change(screen.getByLabelText(/Steps/), { target: { value: '9500' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save steps' }))

    const answer = await screen.findByRole('status')
    const title = within(answer).getByText(/^6,200 steps from Watch sync count for /)
    expect(title.className).toContain('font-semibold')
    expect(within(answer).getByText(/Your typed 9,500 steps are kept, but they do not count/)).toBeTruthy()
    expect(within(answer).queryByText(/^Saved/)).toBeNull()

    fireEvent.click(within(answer).getByRole('button', { name: 'Ask an admin to correct this day' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText(/Steps the day should count/) as HTMLInputElement).value).toBe('9500')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }))
    await within(dialog).findByText('Tell the admin what is wrong with the day')

    fireEvent.change(within(dialog).getByLabelText('What happened?'), {
      target: { value: 'My watch was charging during my walk' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(screen.getByText(/^Sent: an admin will look at/)).toBeTruthy())
    const sent = fetch.mock.calls
      .map(([request]) => request)
      .find((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/day-requests')!
    expect(await sent.json()).toEqual({ date: today, steps: 9_500, note: 'My watch was charging during my walk' })
  }, 30_000)
})
