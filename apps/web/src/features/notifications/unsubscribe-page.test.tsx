import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../lib/i18n.ts'
import { json } from './test-fixtures.ts'
import { UnsubscribePage } from './routes/unsubscribe-page.tsx'

beforeAll(() => loadNamespaces(['notifications', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const TOKEN = 'tok-0123456789abcdef'

function open(path: string, answer: (request: Request) => Response) {
  const fetch = vi.fn(async (request: Request) => answer(request))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('UnsubscribePage', () => {
  it('only reads the link when opened, and stops the emails when the member confirms', async () => {
    const fetch = open(`/unsubscribe?token=${TOKEN}`, (request) =>
      json({ kind: 'weeklySummary', subscribed: request.method === 'GET' }),
    )
    await screen.findByRole('heading', { name: 'Stop emails about “Weekly summary”?' })
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['GET'])
    const [read] = fetch.mock.calls[0]!
    expect(new URL(read.url).pathname).toBe('/api/notifications/unsubscribe')
    expect(new URL(read.url).searchParams.get('token')).toBe(TOKEN)

    fireEvent.click(screen.getByRole('button', { name: 'Stop these emails' }))
    await screen.findByRole('heading', { name: 'You will no longer get these emails' })
    const [stop] = fetch.mock.calls[1]!
    expect(stop.method).toBe('POST')
    expect(new URL(stop.url).searchParams.get('token')).toBe(TOKEN)
    expect(screen.getByRole('link', { name: 'Change your notifications' }).getAttribute('href')).toBe('/notifications')
  })

  it('says when the emails are already off, without a button to stop them', async () => {
    open(`/unsubscribe?token=${TOKEN}`, () => json({ kind: 'friendRequest', subscribed: false }))
    await screen.findByRole('heading', { name: 'These emails are already off' })
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull()
  })

  it('shows the server’s words for a link it does not know', async () => {
    open(`/unsubscribe?token=${TOKEN}`, () =>
      json(
        {
          error: 'This unsubscribe link is not valid. Change your notifications in your settings instead.',
          key: 'unsubscribeLinkInvalid',
        },
        404,
      ),
    )
    await screen.findByRole('heading', { name: 'This link does not work' })
    expect(
      screen.getByText('This unsubscribe link is not valid. Change your notifications in your settings instead.'),
    ).toBeTruthy()
  })

  it('asks nothing of the server for a link without a token', async () => {
    const fetch = open('/unsubscribe', () => json({}))
    await screen.findByRole('heading', { name: 'This link does not work' })
    await waitFor(() => expect(fetch).not.toHaveBeenCalled())
  })
})
