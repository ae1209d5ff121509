import { CopyButton } from './CopyButton';

/** A snippet to paste elsewhere, with its copy button; the code stays selectable for manual copying. */
export function CodeBlock({ code, label, onCopy }: { code: string; label: string; onCopy?: () => void }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-gray-800 bg-gray-950">
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2">
        <span className="text-xs font-medium text-gray-300">{label}</span>
        <CopyButton text={code} onCopied={onCopy} />
      </figcaption>
      <pre className="overflow-x-auto px-4 py-4 text-[13px] leading-relaxed">
        <code className="font-mono break-all whitespace-pre-wrap text-indigo-100">{code}</code>
      </pre>
    </figure>
  );
}
