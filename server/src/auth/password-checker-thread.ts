import { parentPort } from 'node:worker_threads';
import { assessPassword } from '../../../client/src/lib/passwordStrength';
import type { PasswordCheck } from './password-checker';

// The password checker's thread (see password-checker.ts): answers each check with its id.
parentPort!.on('message', ({ id, password, owner }: PasswordCheck) => parentPort!.postMessage({ id, assessment: assessPassword(password, owner) }));
