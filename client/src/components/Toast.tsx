import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { cx } from './cx';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

type ToastTone = 'success' | 'error';
type ToastMessage = { id: number; title: string; description?: string; tone: ToastTone };
type ShowToast = (toast: { title: string; description?: string; tone?: ToastTone }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Brief confirmations ("Saved") and failures of actions that have no form to show them in. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback<ShowToast>(({ title, description, tone = 'success' }) => {
    setToasts((current) => [...current, { id: nextId++, title, description, tone }]);
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right" duration={5000}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
            className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3.5 pr-2.5 shadow-popover animate-slide-in"
          >
            <span className={cx('mt-0.5 flex size-5 items-center justify-center rounded-full', toast.tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-emerald-100 text-emerald-700')}>
              {toast.tone === 'error' ? <AlertIcon className="size-3.5" /> : <CheckIcon className="size-3.5" />}
            </span>
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="text-sm font-medium text-gray-900">{toast.title}</RadixToast.Title>
              {toast.description && <RadixToast.Description className="mt-0.5 text-sm text-gray-600">{toast.description}</RadixToast.Description>}
            </div>
            <RadixToast.Close className="rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700">
              <CloseIcon className="size-4" />
              <span className="sr-only">Dismiss</span>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
