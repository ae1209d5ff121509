import { useState } from 'react';

/** "Ada Lovelace" → "AL"; one letter for a single name, the fallback's first letter for an empty one. */
export function initialsOf(name: string, fallback = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0].charAt(0) + words.at(-1)!.charAt(0) : (words[0] ?? fallback.trim()).charAt(0);
  return letters.toUpperCase();
}

type Props = {
  name: string;
  /** Their uploaded picture; null (or one that fails to load) shows their initials. */
  avatarUrl: string | null | undefined;
  className: string;
  /** Used for the initials when the name is empty. */
  fallbackName?: string;
};

/**
 * A team member's picture, or their initials. Decorative: the name is always said beside it (the message's author,
 * the header's title), so assistive technology skips it.
 */
export function PersonAvatar({ name, avatarUrl, className, fallbackName }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (avatarUrl && failedUrl !== avatarUrl) {
    return <img className={`${className} avatar-photo`} src={avatarUrl} alt="" onError={() => setFailedUrl(avatarUrl)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name, fallbackName)}
    </span>
  );
}
