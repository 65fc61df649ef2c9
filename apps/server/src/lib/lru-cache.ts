/**
 * The last `capacity` values by key: reading a key makes it the newest, and storing past the
 * capacity forgets the oldest. A Map keeps insertion order, which is all the order needed.
 */
export class LruCache<Key, Value> {
  readonly #values = new Map<Key, Value>()

  constructor(private readonly capacity: number) {}

  get(key: Key): Value | undefined {
    const value = this.#values.get(key)
    if (value === undefined) return undefined
    this.#values.delete(key)
    this.#values.set(key, value)
    return value
  }

  set(key: Key, value: Value) {
    this.#values.delete(key)
    this.#values.set(key, value)
    while (this.#values.size > this.capacity) this.#values.delete(this.#values.keys().next().value!)
  }

  get size() {
    return this.#values.size
  }
}
