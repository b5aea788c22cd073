/**
 * A cap on concurrent password hashes. scrypt runs in libuv's thread pool (4 threads), which file
 * and DNS work share: a flood of sign-ins would fill it and stall every other request. At most
 * `concurrency` hashes run at once, at most `maxQueued` wait; beyond that `HashBusyError` is
 * thrown at once (the routes answer 503 with Retry-After) instead of letting the wait grow.
 */
export class HashBusyError extends Error {
  constructor() {
    super("Too many password checks in progress");
    this.name = "HashBusyError";
  }
}

export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {}

  /** How many run and wait now (for tests and the bench). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new HashBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot over to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
