import { useEffect, useMemo, useState } from 'react';
import type { PasswordAssessment, PasswordOwner } from './passwordRule';

type Estimator = typeof import('./passwordStrength');

let estimatorLoad: Promise<Estimator> | undefined;

/** The estimator and its dictionaries are fetched the first time someone types a new password, never with the app itself. */
function loadEstimator(): Promise<Estimator> {
  estimatorLoad ??= import('./passwordStrength');
  return estimatorLoad;
}

/** How guessable a new password is, by the rule the server enforces; null while nothing is typed or the estimator is still loading. */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordAssessment | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const typing = password.length > 0;
  useEffect(() => {
    if (!typing || estimator) return;
    let mounted = true;
    void loadEstimator().then((loaded) => {
      if (mounted) setEstimator(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [typing, estimator]);
  const { name, email } = owner;
  return useMemo(() => (estimator && password ? estimator.assessPassword(password, { name, email }) : null), [estimator, password, name, email]);
}
