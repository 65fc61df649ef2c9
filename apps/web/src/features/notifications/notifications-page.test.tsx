import type { NotificationSettings } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../lib/i18n.ts'
import { json, memberSettings } from './test-fixtures.ts'
import { NotificationsPage } from './routes/notifications-page.tsx'

beforeAll(() => loadNamespaces(['notifications', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The page on a server that answers the settings, and PATCH with `answerPatch`. */
function open(answerPatch: (body: Record<string, unknown>) => Promise<Response>) {
  const settings = memberSettings()
  const patches: Record<string, unknown>[] = []
  const fetch = vi.fn(async (request: Request) => {
    if (request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>
      patches.push(body)
      return answerPatch(body)
    }
    return json(settings)
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { settings, patches }
}

const pushSwitch = () => screen.findByRole('switch', { name: 'Push: Friend requests' })
const noteOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')!)!

describe('NotificationsPage', () => {
  it('saves a switch at once, and shows it as the member’s choice before the server answers', async () => {
    let answer: (response: Response) => void = () => {}
    const { settings, patches } = open(() => new Promise((resolve) => (answer = resolve)))
    const push = await pushSwitch()
    // Push for friend requests is on though the community's default is off: the member's choice.
    expect((push as HTMLInputElement).checked).toBe(true)
    expect(noteOf(push).textContent).toBe('Your choice')
    expect(noteOf(screen.getByRole('switch', { name: 'Email: Friend requests' })).textContent).toBe('Default')

    fireEvent.click(push)
    await waitFor(() => expect(patches).toEqual([{ channels: { friendRequest: { push: false } } }]))
    expect((push as HTMLInputElement).checked).toBe(false)
    expect(noteOf(push).textContent).toBe('Default')
    expect(screen.getByText('Saving…')).toBeTruthy()

    const saved: NotificationSettings = {
      ...settings,
      channels: { ...settings.channels, friendRequest: { email: true, push: false } },
    }
    answer(json(saved))
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull())
    expect((push as HTMLInputElement).checked).toBe(false)
  })

  it('puts a refused switch back and says why in the page', async () => {
    open(async () => json({ error: 'Write a time of day as HH:MM, from 00:00 to 23:59', key: 'invalidTimeOfDay' }, 400))
    const email = await screen.findByRole('switch', { name: 'Email: Weekly summary' })
    fireEvent.click(email)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Your change was not saved, so the switch went back.')).toBeTruthy()
    expect(within(alert).getByText('Write a time of day as HH:MM, from 00:00 to 23:59')).toBeTruthy()
    expect((email as HTMLInputElement).checked).toBe(true)
  })

  it('sets the member’s own choices back to the community’s defaults in one change', async () => {
    const { patches } = open(async () => json(memberSettings()))
    fireEvent.click(await screen.findByRole('button', { name: 'Use the community’s defaults' }))
    await waitFor(() => expect(patches).toEqual([{ channels: { friendRequest: { push: false } } }]))
  })

  it('turns quiet hours off at once, and names the zone their times are in', async () => {
    const { patches } = open(async () => json({ ...memberSettings(), quietHours: null }))
    expect(await screen.findByText('Europe/Madrid')).toBeTruthy()
    expect(screen.getByText('Notifications wait from 10:00 PM to 7:00 AM.')).toBeTruthy()
    fireEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }))
    await waitFor(() => expect(patches).toEqual([{ quietHours: null }]))
    expect(await screen.findByText('Off: notifications come at any hour.')).toBeTruthy()
  })
})
