import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'value' | 'onChange'> & {
  /** Required so password managers know whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onValueChange: (value: string) => void;
};

/** A masked text field that reports its text rather than the change event. */
export function PasswordField({ onValueChange, ...props }: PasswordFieldProps) {
  return <TextField type="password" onChange={(event) => onValueChange(event.target.value)} {...props} />;
}
