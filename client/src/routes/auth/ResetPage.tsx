import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

/** Without `?token=`: ask for a reset link. With it (the emailed link): choose the new password. */
export function ResetPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}
