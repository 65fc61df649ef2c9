import { describe, expect, it } from 'vitest'
import { WorkRefused } from '../../lib/work-queue.ts'
import type { ShareCard } from './share-card.ts'
import { ShareCards } from './share-cards.plugin.ts'

const card = (level: number): ShareCard => ({
  kind: 'first-steps',
  threshold: 1,
  earnedOn: '2026-11-02',
  username: 'Dana',
  level,
  language: 'en',
})

describe('ShareCards', () => {
  it('draws one card at a time, lets eight wait and refuses the rest at once', async () => {
    const cards = new ShareCards()
    const asked = Array.from({ length: 12 }, (_, index) => cards.draw(1, card(index + 1), () => true))
    const settled = await Promise.allSettled(asked)
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(9)
    const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    expect(refused).toHaveLength(3)
    expect(refused.every((reason) => reason instanceof WorkRefused && reason.reason === 'full')).toBe(true)
    expect(cards.drawn).toBe(9)
  })

  it('keeps a drawn card and draws it again for another member, level or name', async () => {
    const cards = new ShareCards()
    const first = await cards.draw(1, card(2), () => true)
    expect(await cards.draw(1, card(2), () => true)).toBe(first)
    expect(cards.drawn).toBe(1)
    expect(cards.etagOf(2, card(2))).not.toBe(first.etag)
    await cards.draw(1, { ...card(2), username: 'Dana R.' }, () => true)
    expect(cards.drawn).toBe(2)
  })

  it('does not draw for an asker who left while waiting', async () => {
    const cards = new ShareCards()
    const drawing = cards.draw(1, card(1), () => true)
    const abandoned = cards.draw(1, card(2), () => false)
    await drawing
    await expect(abandoned).rejects.toMatchObject({ reason: 'abandoned' })
    expect(cards.drawn).toBe(1)
  })
})
