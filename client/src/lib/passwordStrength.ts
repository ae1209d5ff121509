import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPackage from '@zxcvbn-ts/language-common';
import * as englishPackage from '@zxcvbn-ts/language-en';
import { minimumPasswordScore, passwordLength, personalWords, type PasswordAssessment, type PasswordOwner } from './passwordRule';

/** The estimator with its dictionaries (several hundred kB): the server loads it once; the dashboard only when someone types a new password. */
const estimator = new ZxcvbnFactory({
  dictionary: { ...commonPackage.dictionary, ...englishPackage.dictionary },
  graphs: commonPackage.adjacencyGraphs,
  translations: englishPackage.translations,
  maxLength: passwordLength.max,
});

export function assessPassword(password: string, owner: PasswordOwner): PasswordAssessment {
  const result = estimator.check(password, personalWords(owner));
  const longEnough = password.length >= passwordLength.min;
  return {
    score: result.score,
    acceptable: longEnough && result.score >= minimumPasswordScore,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}
