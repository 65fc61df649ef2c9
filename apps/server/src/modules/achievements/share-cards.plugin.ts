import crypto from 'node:crypto'
import fp from 'fastify-plugin'
import { LruCache } from '../../lib/lru-cache.ts'
import { WorkQueue } from '../../lib/work-queue.ts'
import { cardName, renderShareCard, type ShareCard } from './share-card.ts'

/** Cards kept drawn: about 60 KB each, so a few megabytes at most. */
const CARDS_KEPT = 200
/** Cards drawn at once: one core at most, whoever asks. */
const DRAWN_AT_ONCE = 1
/** Cards that may wait for their turn; one more is refused (429) rather than queued. */
const WAITING_AT_MOST = 8

export interface DrawnCard {
  png: Buffer
  etag: string
}

/**
 * The members' share cards, drawn on demand and kept: the last few hundred in memory, keyed by
 * everything the picture shows (member, achievement, language, the day that earned it, level,
 * name), so a change of any of them draws a new one. Drawing takes tens of milliseconds of CPU,
 * so one card is drawn at a time, a few wait, and the same card asked twice at once is drawn once.
 */
export class ShareCards {
  readonly #kept = new LruCache<string, DrawnCard>(CARDS_KEPT)
  readonly #drawing = new Map<string, Promise<DrawnCard>>()
  readonly #work = new WorkQueue(DRAWN_AT_ONCE, WAITING_AT_MOST)
  /** Cards drawn so far (not served from memory): for tests and the curious. */
  drawn = 0

  /** The card's entity tag, known before it is drawn, so a browser's copy is confirmed for free. */
  etagOf(memberId: number, card: ShareCard) {
    return `"${crypto.createHash('sha256').update(keyOf(memberId, card)).digest('base64url').slice(0, 22)}"`
  }

  /**
   * The card's PNG, from memory or drawn now. Throws `WorkRefused` when too many cards wait, or
   * when its asker left before its turn (`wanted`).
   */
  async draw(memberId: number, card: ShareCard, wanted: () => boolean): Promise<DrawnCard> {
    const key = keyOf(memberId, card)
    const kept = this.#kept.get(key)
    if (kept) return kept
    const under = this.#drawing.get(key)
    if (under) return under
    const drawing = this.#work
      .run(async () => {
        const png = await renderShareCard(card)
        this.drawn += 1
        const drawn = { png, etag: this.etagOf(memberId, card) }
        this.#kept.set(key, drawn)
        return drawn
      }, wanted)
      .finally(() => this.#drawing.delete(key))
    this.#drawing.set(key, drawing)
    return drawing
  }
}

const keyOf = (memberId: number, card: ShareCard) =>
  JSON.stringify([memberId, cardName(card), card.language, card.earnedOn, card.level, card.username])

declare module 'fastify' {
  interface FastifyInstance {
    shareCards: ShareCards
  }
}

/** The app's share cards, its own for each app (two apps in one test process share nothing). */
export const shareCardsPlugin = fp(
  async (app) => {
    app.decorate('shareCards', new ShareCards())
  },
  { name: 'share-cards' },
)
