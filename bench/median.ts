/** The middle value of a bench's runs (the upper middle for an even count): one slow or fast run does not move it. */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
