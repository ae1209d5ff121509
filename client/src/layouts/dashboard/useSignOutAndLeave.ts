import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { resetAnalytics } from '../../telemetry/analytics';

/** Signs out (this browser, or every browser) and lands on the sign-in page rather than a guarded redirect. */
export function useSignOutAndLeave() {
  const navigate = useNavigate();
  const [signOut, isSigningOut] = useSignOutMutation();
  const signOutAndLeave = useCallback(
    async (everywhere = false) => {
      const outcome = await signOut({ everywhere });
      if (outcome.ok) {
        resetAnalytics();
        void navigate('/login', { replace: true });
      }
      return outcome;
    },
    [navigate, signOut],
  );
  return [signOutAndLeave, isSigningOut] as const;
}
