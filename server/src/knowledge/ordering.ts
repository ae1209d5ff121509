/** Moves one id to `position` (0-based, clamped) in an ordered list; returns each id with its new position. */
export function reordered(ids: string[], movedId: string, position: number): { id: string; position: number }[] {
  const rest = ids.filter((id) => id !== movedId);
  const target = Math.min(Math.max(position, 0), rest.length);
  rest.splice(target, 0, movedId);
  return rest.map((id, index) => ({ id, position: index }));
}
