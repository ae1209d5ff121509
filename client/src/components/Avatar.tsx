import { cx } from './cx';

const palette = [
  'bg-indigo-100 text-indigo-800',
  'bg-sky-100 text-sky-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-teal-100 text-teal-800',
];

function initialsOf(name: string): string {
  // Punctuation is not a face: "Visitor #12" reads "V1", not "V#".
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, 2) : `${words[0][0]}${words[words.length - 1][0]}`;
  return letters.toUpperCase();
}

/** The same person always gets the same colour, so faces are recognisable across lists. */
function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length];
}

const sizes = { xs: 'size-6 text-[10px]', sm: 'size-8 text-xs', md: 'size-9 text-[13px]', lg: 'size-11 text-sm' } as const;

type AvatarProps = { name: string; imageUrl?: string | null; size?: keyof typeof sizes; shape?: 'circle' | 'square'; className?: string };

export function Avatar({ name, imageUrl, size = 'sm', shape = 'circle', className }: AvatarProps) {
  const classes = cx('inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold select-none', sizes[size], shape === 'circle' ? 'rounded-full' : 'rounded-lg', className);
  if (imageUrl) return <img src={imageUrl} alt="" className={cx(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cx(classes, colourFor(name))}>
      {initialsOf(name)}
    </span>
  );
}
