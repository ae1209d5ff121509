import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { RadioCards } from '../../../components/RadioCards';
import type { ColorScheme } from '../../../lib/useColorScheme';
import { useSetColorSchemeMutation } from '../../../mutations/useSetColorSchemeMutation';
import type { AccountAppearance_viewer$key } from './__generated__/AccountAppearance_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountAppearance_viewer on User {
    id
    colorScheme
  }
`;

const options: ReadonlyArray<{ value: ColorScheme; label: string; description: string }> = [
  { value: 'SYSTEM', label: 'System', description: "Follows your device's light or dark setting." },
  { value: 'LIGHT', label: 'Light', description: 'Always light.' },
  { value: 'DARK', label: 'Dark', description: 'Always dark, easier on the eyes at night.' },
];

/** Light, dark or the device's setting; saved to the account, so every device signed in follows it. */
export function AccountAppearance({ viewer: viewerKey }: { viewer: AccountAppearance_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [setColorScheme, isSaving] = useSetColorSchemeMutation();
  const [error, setError] = useState<string | null>(null);
  // The choice shows at once while it is saved; the dashboard changes with the account's saved value.
  const [choosing, setChoosing] = useState<ColorScheme | null>(null);

  const choose = async (colorScheme: ColorScheme) => {
    setError(null);
    setChoosing(colorScheme);
    const outcome = await setColorScheme({ colorScheme });
    setChoosing(null);
    if (!outcome.ok) setError(outcome.error.message);
  };

  return (
    <Card id="account-appearance" title="Appearance" description="How the dashboard looks for you.">
      <div className="space-y-4">
        <FormError message={error} />
        <RadioCards legend="Theme" value={choosing ?? (viewer.colorScheme as ColorScheme)} onChange={(value) => void choose(value)} options={options} columns={3} disabled={isSaving} />
      </div>
    </Card>
  );
}
