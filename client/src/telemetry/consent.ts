/** A visitor's answer to the analytics consent banner, remembered in this browser. */
export type Consent = 'granted' | 'denied';

const storageKey = 'parley:analytics-consent';

export function storedConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: Consent) {
  try {
    window.localStorage.setItem(storageKey, consent);
  } catch {
    // Storage can be blocked; the choice then holds for this page view only.
  }
}

/** Do-Not-Track or Global Privacy Control: either one means no analytics, and no banner asking for it. */
export function doNotTrack(): boolean {
  const navigatorWithSignals = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const windowWithSignal = window as Window & { doNotTrack?: string };
  return [navigator.doNotTrack, windowWithSignal.doNotTrack, navigatorWithSignals.msDoNotTrack].some((value) => value === '1' || value === 'yes') || navigatorWithSignals.globalPrivacyControl === true;
}
