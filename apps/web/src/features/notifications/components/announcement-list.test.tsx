import type { Announcement } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { AnnouncementList } from './announcement-list.tsx'

beforeAll(async () => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
  await loadNamespaces(['notifications', 'errors'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const announcement: Announcement = {
  id: 9,
  title: { es: 'Semana de escaleras' },
  body: { es: 'Sube por las escaleras.' },
  audience: { type: 'competition', competitionId: 3 },
  audienceName: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  showUntil: '2026-03-16T09:00:00.000Z',
  recipients: 40,
  createdBy: null,
}

describe('AnnouncementList', () => {
  it('names what is gone, and deletes an announcement only once the admin confirms in the page', async () => {
    const fetch = vi.fn(async (_request: Request) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AnnouncementList announcements={[announcement]} now={new Date('2026-03-10T00:00:00Z')} />
      </QueryClientProvider>,
    )
    // A phone's list of cards (this DOM has no layout, so it is as narrow as a phone).
    expect(screen.getByRole('listitem')).toBeTruthy()
    expect(screen.getByText('Semana de escaleras')).toBeTruthy()
    expect(screen.getByText('A deleted competition')).toBeTruthy()
    expect(screen.getByText('A deleted account')).toBeTruthy()
    expect(screen.getByText('Showing')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete the announcement “Semana de escaleras”' }))
    await screen.findByText('Delete this announcement?')
    expect(fetch).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [request] = fetch.mock.calls[0]!
    expect(request.method).toBe('DELETE')
    expect(new URL(request.url).pathname).toBe('/api/admin/announcements/9')
  })
})
