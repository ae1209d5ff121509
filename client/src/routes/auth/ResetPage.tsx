import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequestResetForm } from './RequestResetForm';
import { ResetLinkCheck } from './ResetLinkCheck';

/** Without `?token=`: ask for a reset link. With it (the emailed link): choose the new password, if the link still works. */
export function ResetPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetLinkCheck token={token} /> : <RequestResetForm />;
}
