import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { Context } from './context';

/**
 * Marks every result in which something was refused because an organization requires two-factor sign-in the viewer has
 * not set up, even where the refusal is only a null (an organization's node out of sight): an owner may switch the
 * requirement on while a member is signed in, and the dashboard then leads the member to set it up at their next step.
 */
export function useTwoFactorSignal(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ args, result, setResult }) => {
            if (!(args.contextValue as Partial<Context>).twoFactorMissing) return;
            setResult({ ...result, extensions: { ...result.extensions, twoFactorRequired: true } });
          });
        },
      };
    },
  };
}
