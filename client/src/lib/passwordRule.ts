/**
 * The password rule shared by the server (which enforces it) and the dashboard (whose meter shows it):
 * long enough, and hard enough to guess by the zxcvbn estimate, counting the person's own name and
 * address as easy guesses. Kept apart from the estimator so the meter can load the dictionaries lazily.
 */
export const passwordLength = { min: 10, max: 200 } as const;

/** zxcvbn scores run 0–4; 3 means "safely unguessable: moderate protection from offline slow-hash attacks". */
export const minimumPasswordScore = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordOwner = { name?: string | null; email?: string | null };

export type PasswordAssessment = {
  score: PasswordScore;
  acceptable: boolean;
  /** Why it is weak, in a sentence (null when nothing in particular). */
  warning: string | null;
  suggestions: string[];
};

export const scoreLabels: Record<PasswordScore, string> = {
  0: 'Too easy to guess',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

/** Words from the person's own details: guessing those first is the cheapest attack on their password. */
export function personalWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>(['parley']);
  for (const part of [name ?? '', email ?? '', (email ?? '').split('@')[0]].flatMap((value) => [value, ...value.split(/[\s@._+-]+/)])) {
    if (part.length >= 3) words.add(part.toLowerCase());
  }
  return [...words];
}

/** The sentence a refused password gets: what is wrong with it and how to fix it. */
export function refusalMessage(assessment: Pick<PasswordAssessment, 'warning' | 'suggestions'>): string {
  const advice = assessment.suggestions[0] ?? 'Add a few uncommon words.';
  return ['This password is too easy to guess.', assessment.warning, advice].filter(Boolean).join(' ');
}
