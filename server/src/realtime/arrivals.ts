/**
 * The order in which this instance received events and started reads, as one counter: a read that started after an
 * event arrived sees what the event announced (events are published once their change is committed).
 */
let moments = 0;
const arrivals = new WeakMap<object, number>();

/** Marks an event as received now: as the event bus hands it to this instance's listeners, or a subscription starts with it. */
export function noteArrival(event: object): void {
  if (!arrivals.has(event)) arrivals.set(event, ++moments);
}

/** When an event was received; now for one never marked. */
export function arrivalOf(event: object): number {
  return arrivals.get(event) ?? ++moments;
}

/** Now, for a read that starts: any event that arrived before it is covered by it. */
export function readStarts(): number {
  return ++moments;
}
