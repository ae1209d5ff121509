import type { CSSProperties } from 'react';
import { fullHex, textColorOn } from '../shared/contrast';

const fallbackAccent = '#2563eb';

/**
 * The widget's colour and the text drawn on it. Operators pick any colour, so the text colour is whichever of white
 * or near-black contrasts more with it (WCAG contrast ratio).
 */
export function accentColors(color: string): { color: string; onColor: string } {
  const accent = fullHex(color) ?? fallbackAccent;
  return { color: accent, onColor: textColorOn(accent) };
}

/** The same colours as CSS variables for the app's stylesheet. */
export function accentStyle(color: string): CSSProperties {
  const { color: accent, onColor } = accentColors(color);
  return { '--accent': accent, '--on-accent': onColor } as CSSProperties;
}
