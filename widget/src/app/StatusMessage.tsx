import type { ReactNode } from 'react';

type Props = {
  icon: ReactNode;
  title: string;
  body?: string;
  /** Announce the message politely to screen readers (for the loading state). */
  live?: boolean;
  children?: ReactNode;
};

/** A centred message for the states that aren't a conversation: loading, unavailable, failed. */
export function StatusMessage({ icon, title, body, live, children }: Props) {
  return (
    <div className="status" role={live ? 'status' : undefined}>
      {icon}
      <h2 className="status-title">{title}</h2>
      {body && <p className="status-body">{body}</p>}
      {children}
    </div>
  );
}
