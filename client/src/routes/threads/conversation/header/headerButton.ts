/** The quiet, compact buttons of the conversation header's toolbar. */
export const headerButtonClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-[13px] font-medium text-gray-800 ring-1 ring-gray-200 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 data-[state=open]:bg-gray-100';
