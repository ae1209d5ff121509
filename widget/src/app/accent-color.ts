import type { CSSProperties } from 'react';
import type { Appearance } from '../shared/messages';

const fallbackAccent = '#2563eb';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The widget's colour and the text drawn on it. Operators pick any colour, so the text colour is whichever of white
 * or near-black contrasts more with it (WCAG contrast ratio).
 */
export function accentColors(color: string): Appearance {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color;
  const accent = /^#[0-9a-f]{6}$/i.test(hex) ? hex : fallbackAccent;
  const luminance = relativeLuminance(accent);
  const onAccent = 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111827';
  return { color: accent, onColor: onAccent };
}

/** The same colours as CSS variables for the app's stylesheet. */
export function accentStyle(color: string): CSSProperties {
  const { color: accent, onColor } = accentColors(color);
  return { '--accent': accent, '--on-accent': onColor } as CSSProperties;
}
