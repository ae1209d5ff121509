import { useEffect } from 'react';
import { accentColors } from '../accent-color';
import type { ParentChannel } from './parent-channel';

export type LauncherLook = { color: string; position: 'BOTTOM_RIGHT' | 'BOTTOM_LEFT' | '%future added value'; launcherText: string; locale: string };

/** Tells the loader how to draw the launcher (once the chat can be used), or that there must be none. */
export function useLauncherReport(parent: ParentChannel, launcher: LauncherLook | 'pending' | 'unavailable') {
  const state = typeof launcher === 'string' ? launcher : 'ready';
  const { color = '', position, launcherText = '', locale = '' } = typeof launcher === 'string' ? {} : launcher;
  useEffect(() => {
    if (state === 'unavailable') parent.reportUnavailable();
    else if (state === 'ready') parent.reportAppearance({ ...accentColors(color), position: position === 'BOTTOM_LEFT' ? 'left' : 'right', launcherText, locale });
  }, [parent, state, color, position, launcherText, locale]);
}
