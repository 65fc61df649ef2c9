import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { json } from '../test-fixtures.ts'
import { AnnouncementForm } from './announcement-form.tsx'

beforeAll(() => loadNamespaces(['notifications', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const created = {
  id: 9,
  title: { en: 'Stairs week', es: 'Semana de escaleras' },
  body: { en: 'Take the stairs.', es: 'Sube por las escaleras.' },
  audience: { type: 'team', teamId: 4 },
  audienceName: 'Sunrise Striders',
  createdAt: '2026-03-02T09:00:00.000Z',
  showUntil: '2026-03-16T09:00:00.000Z',
  recipients: 1234,
  createdBy: 'Ada',
}

function open() {
  const fetch = vi.fn(async (_request: Request) => json(created, 201))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AnnouncementForm
        options={{ competitions: [{ id: 2, name: 'Spring Steps' }], teams: [{ id: 4, name: 'Sunrise Striders' }] }}
      />
    </QueryClientProvider>,
  )
  return fetch
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }))
const write = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('AnnouncementForm', () => {
  it('asks for a text in at least one language, and for both halves of a language begun', async () => {
    const fetch = open()
    send()
    expect((await screen.findByRole('alert')).textContent).toBe('Write the text in at least one language')

    write('Title', 'Stairs week')
    send()
    expect((await screen.findByRole('alert')).textContent).toBe('English: write both a title and a text, or neither.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('wants the team chosen when the audience is a team', async () => {
    const fetch = open()
    write('Title', 'Stairs week')
    write('Text', 'Take the stairs.')
    fireEvent.click(screen.getByRole('radio', { name: /A team/ }))
    send()
    expect((await screen.findByRole('alert')).textContent).toBe('Choose who gets it.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the languages written, trimmed, with the audience and the days, and says how many get it', async () => {
    const fetch = open()
    write('Title', ' Stairs week ')
    write('Text', 'Take the stairs.\nEvery day.')
    fireEvent.click(screen.getByRole('tab', { name: 'Español' }))
    write('Title', 'Semana de escaleras')
    write('Text', 'Sube por las escaleras.')
    expect(screen.getByRole('tab', { name: /English/ }).textContent).toContain('written')
    fireEvent.click(screen.getByRole('radio', { name: /A team/ }))
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '4' } })
    write('Days on the home page', '14')
    send()

    await screen.findByText('Announcement sent to 1,234 members.')
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/admin/announcements')
    expect(await request.json()).toEqual({
      title: { en: 'Stairs week', es: 'Semana de escaleras' },
      body: { en: 'Take the stairs.\nEvery day.', es: 'Sube por las escaleras.' },
      audience: { type: 'team', teamId: 4 },
      showDays: 14,
    })
    // The form is empty again for the next one.
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''))
  })
})
