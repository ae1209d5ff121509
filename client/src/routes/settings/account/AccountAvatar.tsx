import { useEffect, useMemo, useRef, useState } from 'react';
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { useToast } from '../../../components/Toast';
import { useRemoveAvatarMutation } from '../../../mutations/useRemoveAvatarMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountAvatar_viewer$key } from './__generated__/AccountAvatar_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountAvatar_viewer on User {
    id
    name
    avatarUrl
  }
`;

type UploadAnswer = { avatar?: { url: string; thumbnailUrl: string }; error?: { message: string } };

/** Pictures larger than the server takes are refused here first, with the same words. */
const maxBytes = 10 * 1024 * 1024;

/**
 * The operator's picture, shown to the team and to visitors. The preview crops the chosen file to its centre square,
 * as the server does when it resizes it; nothing is stored until "Save picture".
 */
export function AccountAvatar({ viewer: viewerKey }: { viewer: AccountAvatar_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const environment = useRelayEnvironment();
  const [removeAvatar, isRemoving] = useRemoveAvatarMutation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The chosen picture shown before it is saved; its object URL is let go when another is chosen or the card closes.
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('Choose a picture: a JPEG, PNG, WebP, GIF or AVIF image.');
    if (file.size > maxBytes) return setError('This picture is too large: the limit is 10 MB.');
    setChosen(file);
  };

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    setError(null);
    try {
      const response = await fetch('/avatar', { method: 'POST', headers: { 'content-type': chosen.type }, body: chosen, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      if (!response.ok || !answer.avatar) return setError(answer.error?.message ?? 'The picture could not be saved. Try again.');
      const { url, thumbnailUrl } = answer.avatar;
      commitLocalUpdate(environment, (store) => {
        const user = store.get(viewer.id);
        user?.setValue(url, 'avatarUrl');
        user?.setValue(thumbnailUrl, 'avatarThumbnailUrl');
      });
      setChosen(null);
      toast({ title: 'Picture saved' });
    } catch {
      setError('The picture could not be sent. Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setError(null);
    const outcome = await removeAvatar();
    if (outcome.ok) toast({ title: 'Picture removed' });
    else setError(outcome.error.message);
  };

  return (
    <Card id="account-avatar" title="Picture" description="Shown to your team and to visitors beside your replies.">
      <div className="space-y-4">
        <FormError message={error} />
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <span className="flex items-center gap-3">
              <img src={preview} alt="New picture, cropped to a circle" className="size-20 rounded-full object-cover ring-1 ring-gray-200" />
              <img src={preview} alt="" className="size-8 rounded-full object-cover ring-1 ring-gray-200" />
            </span>
          ) : (
            <Avatar name={viewer.name} imageUrl={viewer.avatarUrl} size="lg" className="size-20! text-xl!" />
          )}
          <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="sr-only" aria-label="Choose a picture" onChange={(event) => choose(event.target.files?.[0])} />
          <div className="flex flex-wrap gap-2">
            {chosen ? (
              <>
                <Button onClick={withErrorReport(save)} loading={saving}>
                  Save picture
                </Button>
                <Button variant="secondary" onClick={() => setChosen(null)} disabled={saving}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" onClick={() => input.current?.click()}>
                  {viewer.avatarUrl ? 'Change picture' : 'Upload picture'}
                </Button>
                {viewer.avatarUrl && (
                  <Button variant="secondary" onClick={withErrorReport(remove)} loading={isRemoving}>
                    Remove
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
        <p className="text-[13px] text-gray-600">JPEG, PNG, WebP, GIF or AVIF up to 10 MB. The centre square is kept.</p>
      </div>
    </Card>
  );
}
