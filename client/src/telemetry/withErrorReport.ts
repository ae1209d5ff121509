import { reportError } from './errorReporting';

/**
 * An async function as a React event handler. React drops what a handler returns, so a rejection would reach no
 * error boundary and go unheard: it is reported instead, like the errors the boundaries catch.
 */
export function withErrorReport<Args extends unknown[]>(run: (...args: Args) => Promise<unknown>): (...args: Args) => void {
  return (...args) => {
    run(...args).catch((error: unknown) => reportError(error));
  };
}
