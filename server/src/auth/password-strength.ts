import { refusalMessage, type PasswordOwner } from '../../../client/src/lib/passwordRule';
import { assessPassword } from '../../../client/src/lib/passwordStrength';
import { ValidationError } from '../errors';

/** Refuses a new password that is easy to guess, by the same rule the dashboard's meter shows, with advice on the field. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const assessment = assessPassword(password, owner);
  if (!assessment.acceptable) throw ValidationError.forField(field, refusalMessage(assessment));
}
