import type { Typist } from './useThreadEvents';

function sentence(typists: Typist[]): string {
  const names = typists.map((typist) => typist.name);
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}

/** Who is writing right now; announced politely to screen readers. */
export function TypingIndicator({ typists }: { typists: Typist[] }) {
  return (
    <div aria-live="polite" className="min-h-7 px-4 sm:px-6">
      {typists.length > 0 && (
        <p className="flex items-center gap-2 pl-10 text-xs text-gray-600">
          <span aria-hidden="true" className="flex gap-0.5">
            {[0, 1, 2].map((dot) => (
              <span key={dot} className="size-1.5 animate-bounce rounded-full bg-gray-400" style={{ animationDelay: `${dot * 150}ms` }} />
            ))}
          </span>
          {sentence(typists)}
        </p>
      )}
    </div>
  );
}
