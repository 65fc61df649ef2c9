import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../../components/ui/index.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { MemberAchievements } from './member-achievements.tsx'

beforeAll(() => loadNamespaces(['achievements', 'common', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const achievements = {
  level: 2,
  points: 30,
  earned: [{ key: 'streak-7', kind: 'streak', threshold: 7, points: 20, earnedOn: '2026-11-20' }],
}

/** Answers the member's achievements, then their card; gives back the addresses asked for. */
function show() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const address = typeof input === 'string' ? input : input.url
      asked.push(new URL(address, 'http://localhost').pathname + new URL(address, 'http://localhost').search)
      return address.includes('card.png')
        ? new Response(new Uint8Array([137, 80, 78, 71]), {
            headers: { 'content-type': 'image/png', 'content-disposition': 'inline; filename="stepup-streak-7.png"' },
          })
        : new Response(JSON.stringify(achievements), { headers: { 'content-type': 'application/json' } })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MemberAchievements userId={42} memberName="Ada" />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return asked
}

describe('MemberAchievements', () => {
  it("shares the member's card through the share sheet where the browser can share files", async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share })
    const asked = show()
    fireEvent.click(await screen.findByRole('button', { name: 'Share the card of Ada’s “7 days in a row on goal”' }))
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(asked).toContain('/api/users/42/achievements/streak-7/card.png?lang=en')
    const [data] = share.mock.calls[0] as unknown as [{ files: File[]; title: string; text: string }]
    expect(data.files[0]!.name).toBe('stepup-streak-7.png')
    expect(data).toMatchObject({ title: '7 days in a row on goal', text: 'Ada: “7 days in a row on goal”' })
  })

  it('saves the card where the browser cannot share files, and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => {} }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    show()
    fireEvent.click(await screen.findByRole('button', { name: /Ada’s/ }))
    expect(await screen.findByText('The card is in your downloads.')).toBeTruthy()
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('stepup-streak-7.png')
  })
})
