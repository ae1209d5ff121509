import { cx } from './cx';

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx('size-7', className)}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path d="M9 11.5A3.5 3.5 0 0 1 12.5 8h7a3.5 3.5 0 0 1 3.5 3.5v5a3.5 3.5 0 0 1-3.5 3.5H15l-4.2 3.4c-.5.4-1.3 0-1.3-.6v-2.5A3.5 3.5 0 0 1 9 16.5z" fill="#fff" />
      <circle cx="13.5" cy="14" r="1.2" fill="#4f46e5" />
      <circle cx="18.5" cy="14" r="1.2" fill="#4f46e5" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-[17px] font-semibold tracking-tight text-gray-950">Parley</span>
    </span>
  );
}
