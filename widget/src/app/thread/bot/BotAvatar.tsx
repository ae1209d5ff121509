/** The answer bot's small avatar: a book, never a person's initial, so nobody mistakes it for the team. */
export function BotAvatar() {
  return (
    <span className="avatar avatar-small avatar-bot" aria-hidden="true">
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 4.5A1.5 1.5 0 0 1 5.5 3H16v12H5.5A1.5 1.5 0 0 0 4 16.5z" />
        <path d="M4 16.5A1.5 1.5 0 0 0 5.5 18H16M8 7h5" />
      </svg>
    </span>
  );
}
