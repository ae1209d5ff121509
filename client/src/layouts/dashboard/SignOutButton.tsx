import { Button } from '../../components/Button';
import { SignOutIcon } from '../../components/icons';
import { useSignOutAndLeave } from './useSignOutAndLeave';

export function SignOutButton() {
  const [signOut, isSigningOut] = useSignOutAndLeave();
  return (
    <Button variant="ghost" size="sm" loading={isSigningOut} icon={<SignOutIcon className="size-4" />} onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
