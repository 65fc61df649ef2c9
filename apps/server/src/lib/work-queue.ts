/** Thrown by `WorkQueue.run` when the queue is full, or when a waiting job is no longer wanted. */
export class WorkRefused extends Error {
  constructor(readonly reason: 'full' | 'abandoned') {
    super(reason === 'full' ? 'work queue full' : 'work abandoned before it started')
    this.name = 'WorkRefused'
  }
}

interface Waiting {
  start: () => void
  wanted: () => boolean
  refuse: (error: WorkRefused) => void
}

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` more wait for their turn;
 * beyond that a job is refused at once. A waiting job whose `wanted()` turns false (its client
 * hung up) is dropped when its turn comes instead of being run for nobody.
 */
export class WorkQueue {
  private running = 0
  private readonly waiting: Waiting[] = []

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>, wanted: () => boolean = () => true): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new WorkRefused('full')
      await new Promise<void>((start, refuse) => this.waiting.push({ start, wanted, refuse }))
    } else {
      this.running += 1
    }
    try {
      return await job()
    } finally {
      this.next()
    }
  }

  /** Hands the finished job's slot to the next waiting job that is still wanted. */
  private next() {
    for (let waiting = this.waiting.shift(); waiting; waiting = this.waiting.shift()) {
      if (waiting.wanted()) {
        waiting.start()
        return
      }
      waiting.refuse(new WorkRefused('abandoned'))
    }
    this.running -= 1
  }
}
