import type { CompetitionPrizes } from '@stepup/contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chooseLanguage, loadNamespaces } from '../../../lib/i18n.ts'
import { PrizePodiums } from './prize-podiums.tsx'

beforeAll(() => loadNamespaces(['competitions']))
afterEach(cleanup)
afterAll(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

const user = (id: number, username: string) => ({ id, username, avatarUrl: null })

const prizes: CompetitionPrizes['prizes'] = [
  {
    scoring: 'daysOnTarget',
    podium: [
      { rank: 1, user: user(1, 'Ana'), score: 12 },
      { rank: 2, user: user(2, 'Ben'), score: 9 },
      { rank: 3, user: user(3, 'Cleo'), score: 7 },
      { rank: 3, user: user(4, 'Dan'), score: 7 },
    ],
  },
  { scoring: 'improved', podium: [] },
]

/** A card's lines as a screen reader reads them (medals and initials are hidden): place, name and score. */
const lines = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((line) => {
      const read = line.cloneNode(true) as HTMLElement
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return read.textContent
    })

describe('PrizePodiums', () => {
  it('shows a card per prize with its scoring, unit and every place of its podium, ties included', async () => {
    render(<PrizePodiums prizes={prizes} final={false} started viewerId={4} />)
    const section = await screen.findByRole('region', { name: 'Prizes' })
    const [days, improved] = within(section).getAllByRole('heading', { level: 3 })
    expect(days!.textContent).toBe('Days on target')
    expect(improved!.textContent).toBe('Most improved')
    const daysCard = screen.getByTestId('prize-daysOnTarget')
    expect(within(daysCard).getByText('Score: Days on target')).toBeTruthy()
    expect(lines(daysCard)).toEqual(['#1Ana12', '#2Ben9', '#3Cleo7', '#3Dan(you)7'])
    // A podium is a list named by its prize.
    expect(within(daysCard).getByRole('list', { name: 'Days on target' })).toBeTruthy()
    const improvedCard = screen.getByTestId('prize-improved')
    expect(within(improvedCard).getByText('Score: Improvement (%)')).toBeTruthy()
    expect(lines(improvedCard)).toEqual([])
    expect(within(improvedCard).getByText('Nobody has scored yet.')).toBeTruthy()
  })

  it('says a prize nobody won once final, and when the podiums show before the first day', async () => {
    render(<PrizePodiums prizes={prizes} final started viewerId={undefined} />)
    expect(await screen.findByText("Each prize's podium, frozen with the final results.")).toBeTruthy()
    expect(within(screen.getByTestId('prize-improved')).getByText('Nobody scored: no winner this time.')).toBeTruthy()
    cleanup()
    render(<PrizePodiums prizes={[{ scoring: 'streak', podium: [] }]} final={false} started={false} viewerId={1} />)
    expect(await screen.findByText('Podiums show from the first day.')).toBeTruthy()
  })

  it('reads in Spanish and Hebrew', async () => {
    await chooseLanguage('es')
    render(<PrizePodiums prizes={prizes} final={false} started viewerId={undefined} />)
    expect(await screen.findByRole('region', { name: 'Premios' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'El que más mejora' })).toBeTruthy()
    cleanup()
    await chooseLanguage('he')
    render(<PrizePodiums prizes={prizes} final={false} started viewerId={undefined} />)
    expect(await screen.findByRole('region', { name: 'פרסים' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'השיפור הגדול ביותר' })).toBeTruthy()
  })
})
