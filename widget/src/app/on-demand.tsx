import { lazy, Suspense, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Parts of the chat most visitors never see (a file in a message, the rating, the pre-chat form, the email capture,
 * a message's preview beside the closed launcher, the help center's search and suggestions),
 * each a chunk of its own loaded the first time it is shown: the chat's first load stays small. Each stands in its
 * own Suspense boundary, so loading one never blanks the conversation around it.
 */
function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, { placeholder = true } = {}) {
  const Part: LazyExoticComponent<ComponentType<Props>> = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={placeholder ? <div className="part-loading" aria-hidden="true" /> : null}>
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
// The help search appears once the session is ready and the suggestions once the visitor types: their code comes
// meanwhile, without a placeholder that would push the screen around.
export const HelpSearch = onDemand(() => import('./help/HelpSearch').then((module) => module.HelpSearch), { placeholder: false });
export const ArticleSuggestions = onDemand(() => import('./help/ArticleSuggestions').then((module) => module.ArticleSuggestions), { placeholder: false });
