import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Parts of the chat most visitors never see (a file in a message, the rating, the pre-chat form, the email capture,
 * a message's preview beside the closed launcher),
 * each a chunk of its own loaded the first time it is shown: the chat's first load stays small. Each stands in its
 * own Suspense boundary, so loading one never blanks the conversation around it.
 */
function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part: LazyExoticComponent<ComponentType<Props>> = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={<div className="part-loading" aria-hidden="true" />}>
        <Part {...(props as ComponentProps<typeof Part>)} />
      </Suspense>
    );
  };
}

export const MessageFiles = onDemand(() => import('./thread/attachments/MessageFiles').then((module) => module.MessageFiles));
export const FileDraftChips = onDemand(() => import('./thread/attachments/FileDraftChips').then((module) => module.FileDraftChips));
export const RatingPrompt = onDemand(() => import('./thread/RatingPrompt').then((module) => module.RatingPrompt));
export const PreChatForm = onDemand(() => import('./details/PreChatForm').then((module) => module.PreChatForm));
export const EmailCaptureCard = onDemand(() => import('./details/EmailCaptureCard').then((module) => module.EmailCaptureCard));
export const EmailConfirmation = onDemand(() => import('./details/EmailCaptureCard').then((module) => module.EmailConfirmation));
export const LauncherPeek = onDemand(() => import('./peek/LauncherPeek').then((module) => module.LauncherPeek));
