import { Badge } from '../../../components/Badge';
import { AlertIcon, ShieldIcon } from '../../../components/icons';

/** How the site proved who the visitor is, as the API reports it; null when it did not. */
type Proof = 'HMAC' | 'JWT' | '%future added value' | null | undefined;

type Props = { identified: boolean; verifiedBy: Proof };

/**
 * Verified only when the site's signature (HMAC or JWT) was checked; Unverified when the page named the visitor without
 * one. The word carries the meaning, the colour and icon only repeat it.
 */
export function IdentityBadge({ identified, verifiedBy }: Props) {
  if (verifiedBy) {
    return (
      <Badge tone="green">
        <ShieldIcon className="size-3.5" />
        Verified
      </Badge>
    );
  }
  if (identified) {
    return (
      <Badge tone="amber">
        <AlertIcon className="size-3.5" />
        Unverified
      </Badge>
    );
  }
  return <Badge tone="gray">Anonymous visitor</Badge>;
}

/** What an operator may trust about the identity, in a sentence; null for an anonymous visitor. */
export function identityExplanation({ identified, verifiedBy }: Props): string | null {
  if (verifiedBy === 'JWT') return 'Verified: your site signed their user ID, email and name (JWT).';
  if (verifiedBy) return 'Verified: your site signed their user ID (HMAC). Email and name are as the page sent them.';
  if (identified) return 'Unverified: your site sent no valid signature, so this may not be who they say.';
  return null;
}
