/** An event's page (football, basketball and esports alike). */
export function eventPath(eventId: number): string {
  return `/sports/event/${eventId}`;
}
