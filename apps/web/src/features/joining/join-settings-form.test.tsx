import type { CommunitySettings } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../lib/i18n.ts'
import { JoinSettingsForm } from './components/join-settings-form.tsx'

beforeAll(() => loadNamespaces(['joining', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The form for a community whose providers that are on are `signInProviders`; what it saves is recorded. */
function open(signInProviders: { protocol: string; label: string }[]) {
  const sent: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/auth/join-rules') return json({ policy: 'open', domains: [], signInProviders })
      if (path === '/api/settings' && request.method === 'PATCH') {
        sent.push(await request.clone().json())
        return json({ error: 'Not answered here' }, 500)
      }
      return json({ error: 'Not Found' }, 404)
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <JoinSettingsForm settings={{ joinPolicy: 'open', joinDomains: [] } as unknown as CommunitySettings} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return sent
}

describe('who may join: single sign-on only', () => {
  it('waits for the provider to be on, and says where to set it up', async () => {
    open([])
    const radio = (await screen.findByRole('radio', { name: 'Single sign-on only' })) as HTMLInputElement
    await waitFor(() => expect(screen.getByRole('link', { name: 'Single sign-on' })).toBeTruthy())
    expect(radio.disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Single sign-on' }).getAttribute('href')).toBe('/admin/single-sign-on')
  })

  it('names the provider and saves the policy once it is on', async () => {
    const sent = open([{ protocol: 'oidc', label: 'Corp' }])
    const radio = (await screen.findByRole('radio', { name: 'Single sign-on only' })) as HTMLInputElement
    await waitFor(() => expect(radio.disabled).toBe(false))
    expect(screen.getByText(/Members join and sign in only with/).textContent).toBe(
      'Members join and sign in only with Corp. Admins can still sign in with their password.',
    )
    fireEvent.click(radio)
    fireEvent.click(screen.getByRole('button', { name: 'Save who may join' }))
    await waitFor(() => expect(sent).toEqual([{ joinPolicy: 'sso', joinDomains: [] }]))
  })
})
