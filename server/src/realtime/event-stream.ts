export type EventStreamOptions<E> = {
  /** How many events may wait for the subscriber before it counts as fallen behind. */
  capacity: number;
  /** Whether the subscriber may still receive events; asked for each one, at arrival and again at delivery. */
  mayDeliver(): boolean;
  /** Whether to deliver this event at all (e.g. not twice). */
  accept?(event: E): boolean;
  /** The subscriber fell `capacity` events behind: its queue is dropped and the stream ends. */
  onOverflow(): void;
  /** The stream ended, by the subscriber or by overflow: stop feeding it. */
  onEnd(): void;
};

/**
 * One subscriber's events in order, as an async iterator. Pushing never blocks and never throws, and at most
 * `capacity` events wait: a subscriber that falls further behind is ended instead of buffered without bound.
 */
export class EventStream<E extends object> implements AsyncIterableIterator<E> {
  private readonly queue: E[] = [];
  private waiting: ((result: IteratorResult<E>) => void) | null = null;
  private ended = false;

  constructor(private readonly options: EventStreamOptions<E>) {}

  push(event: E): void {
    if (this.ended || !this.options.mayDeliver() || (this.options.accept && !this.options.accept(event))) return;
    if (this.waiting) {
      const deliver = this.waiting;
      this.waiting = null;
      deliver({ value: event, done: false });
      return;
    }
    if (this.queue.length >= this.options.capacity) {
      this.options.onOverflow();
      this.end();
      return;
    }
    this.queue.push(event);
  }

  next(): Promise<IteratorResult<E>> {
    if (!this.ended && this.queue.length > 0 && !this.options.mayDeliver()) this.end();
    if (this.queue.length > 0) {
      return Promise.resolve({ value: this.queue.shift()!, done: false });
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<E>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<E>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.({ value: undefined, done: true });
    this.options.onEnd();
  }
}
