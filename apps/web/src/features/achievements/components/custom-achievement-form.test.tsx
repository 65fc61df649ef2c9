import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../../components/ui/index.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { CustomAchievementForm } from './custom-achievement-form.tsx'

beforeAll(() => loadNamespaces(['achievements', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const saved = {
  id: 7,
  key: 'custom-7',
  rule: 'competition-days',
  amount: 10,
  from: null,
  to: null,
  target: null,
  competition: { id: 3, name: 'Spring Steps', startDate: '2026-04-01', endDate: '2026-04-30', target: 8000 },
  names: { en: 'Ten good days', es: 'Diez buenos días', he: 'עשרה ימים טובים' },
  icon: 'medal',
  points: 50,
  createdAt: '2026-03-02T09:00:00.000Z',
  createdBy: 'Ada',
  archivedAt: null,
  earnedBy: 0,
}

function open() {
  const fetch = vi.fn(async (_request: Request) => json(saved, 201))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <CustomAchievementForm competitions={[{ id: 3, name: 'Spring Steps' }]} />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return fetch
}

const write = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create achievement' }))

describe('CustomAchievementForm', () => {
  it('says what is missing beside each field, in the reader’s words, and sends nothing', async () => {
    const fetch = open()
    write('Steps', '50000')
    write('English', 'Spring walk')
    submit()
    expect(await screen.findByText('Steps in a period need the first and the last day of the period')).toBeTruthy()
    expect(screen.getAllByText('Write the name in English, Spanish and Hebrew')).toHaveLength(2)
    expect(screen.getByLabelText('Español').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('English').getAttribute('aria-invalid')).toBeNull()

    write('First day', '2026-04-30')
    write('Last day', '2026-04-01')
    submit()
    expect(await screen.findByText("The period's last day must be on or after its first day")).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the fields of the rule chosen, previews the badge, and sends the rule with its names, icon and points', async () => {
    const fetch = open()
    fireEvent.click(screen.getByRole('radio', { name: /Days on target in a competition/ }))
    expect(screen.queryByLabelText('First day')).toBeNull()
    write('Days', '10')
    fireEvent.change(screen.getByLabelText('Competition'), { target: { value: '3' } })
    write('English', ' Ten good days ')
    write('Español', 'Diez buenos días')
    write('עברית', 'עשרה ימים טובים')
    fireEvent.click(screen.getByRole('radio', { name: 'Medal' }))
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '50' } })

    const preview = within(screen.getByRole('region', { name: 'Preview' }))
    expect(preview.getByText('Ten good days')).toBeTruthy()
    expect(preview.getByText('10 days on target in Spring Steps · 50 points')).toBeTruthy()

    submit()
    expect(await screen.findByText(/“Ten good days” is created/)).toBeTruthy()
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/admin/achievements')
    expect(await request.json()).toEqual({
      rule: 'competition-days',
      amount: 10,
      from: null,
      to: null,
      target: null,
      competitionId: 3,
      names: { en: 'Ten good days', es: 'Diez buenos días', he: 'עשרה ימים טובים' },
      icon: 'medal',
      points: 50,
    })
  })
})
