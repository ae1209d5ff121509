import type { Context } from './context';

/**
 * Context members that are the same whoever asks (the database client and the instance's services): reading them
 * says nothing about the viewer.
 */
const sharedMembers: ReadonlySet<PropertyKey> = new Set<keyof Context>(['prisma', 'services']);

/**
 * Context questions about the viewer that answer from what the request already loaded and change nothing, so another
 * viewer's context can be asked the same question to compare the answers.
 */
const viewerQuestions: ReadonlySet<PropertyKey> = new Set<keyof Context>(['roleIn', 'lacksRequiredTwoFactor', 'isVerified']);

/** One thing a run learned of its viewer: a value read at a path of the context, or a question's answer. */
type Fact = { path: readonly PropertyKey[]; value: string } | { question: PropertyKey; args: readonly unknown[]; value: string };

/**
 * A value as one fact, compared as text; null for what cannot be compared (functions, class instances such as a Set):
 * a run that met one is never shared. Objects and arrays are facts about their kind only, their members are read
 * (and recorded) one by one.
 */
function describe(value: unknown): string | null {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return `s:${value}`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value}:${String(value)}`;
    case 'object': {
      if (value instanceof Date) return `date:${value.getTime()}`;
      if (Array.isArray(value)) return 'array';
      const prototype = Object.getPrototypeOf(value);
      return prototype === Object.prototype || prototype === null ? 'object' : null;
    }
    default:
      return null;
  }
}

function describesAnswer(value: unknown): string | null {
  const description = describe(value);
  return description === 'object' || description === 'array' ? null : description;
}

/**
 * Watches one run of a document for everything it learns about its viewer. The run gets `context`, a view of the
 * viewer's context that records each value read from it (session, visitor, API key, and what they hold) and each
 * question asked of it (role, two-factor, verified). Whatever the run computed, it computed from those facts and from
 * what every viewer shares (the database, the event), so its result is also the result for any other viewer of whom
 * the same facts hold (`holdsFor`).
 *
 * It fails closed: a run that touched something it cannot compare (a context function other than the questions, a
 * class instance) or wrote into what it read is not shared. Writes to the context's own members (a refusal's reason,
 * say) stay in the run's view and never reach the viewer's context.
 *
 * Written here because no GraphQL executor shares results between contexts.
 */
export class ViewerRecording {
  readonly context: Context;
  private readonly facts = new Map<string, Fact>();
  private readonly views = new WeakMap<object, object>();
  private unshareable = false;

  constructor(readonly viewer: Context) {
    this.context = this.rootView(viewer);
  }

  get shareable(): boolean {
    return !this.unshareable;
  }

  /** Whether every fact this run learned of its viewer holds for `other` too. */
  async holdsFor(other: Context): Promise<boolean> {
    if (this.unshareable) return false;
    for (const fact of this.facts.values()) {
      if ('path' in fact) {
        let value: unknown = other;
        for (const key of fact.path) {
          if (value === null || typeof value !== 'object') return false;
          value = Reflect.get(value, key);
        }
        if (describe(value) !== fact.value) return false;
      } else {
        const question = Reflect.get(other, fact.question) as (...args: unknown[]) => unknown;
        if (describesAnswer(await question.apply(other, [...fact.args])) !== fact.value) return false;
      }
    }
    return true;
  }

  private rootView(viewer: Context): Context {
    const written = new Map<PropertyKey, unknown>();
    return new Proxy(viewer, {
      get: (target, key) => {
        if (written.has(key)) return written.get(key);
        const value: unknown = Reflect.get(target, key);
        if (sharedMembers.has(key)) return value;
        if (typeof value === 'function' && viewerQuestions.has(key)) return (...args: unknown[]) => this.ask(target, key, value as (...args: unknown[]) => unknown, args);
        return this.read([key], value, true);
      },
      set: (_target, key, value) => {
        written.set(key, value);
        return true;
      },
      has: (target, key) => this.unsupported(Reflect.has(target, key)),
      ownKeys: (target) => this.unsupported(Reflect.ownKeys(target)),
      deleteProperty: () => this.unsupported(true),
      defineProperty: () => this.unsupported(true),
    });
  }

  private nestedView(path: readonly PropertyKey[], object: object): object {
    const known = this.views.get(object);
    if (known) return known;
    const view = new Proxy(object, {
      get: (target, key) => this.read([...path, key], Reflect.get(target, key), Object.hasOwn(target, key)),
      set: (target, key, value) => this.unsupported(Reflect.set(target, key, value)),
      has: (target, key) => this.unsupported(Reflect.has(target, key)),
      ownKeys: (target) => this.unsupported(Reflect.ownKeys(target)),
      deleteProperty: (target, key) => this.unsupported(Reflect.deleteProperty(target, key)),
      defineProperty: (target, key, descriptor) => this.unsupported(Reflect.defineProperty(target, key, descriptor)),
    });
    this.views.set(object, view);
    return view;
  }

  private read(path: readonly PropertyKey[], value: unknown, own: boolean): unknown {
    // A method an object inherits (an array's `find`) is the language's, not the viewer's; what it reads goes through
    // the view and is recorded.
    if (typeof value === 'function' && !own) return value;
    const description = describe(value);
    if (description === null) return this.unsupported(value);
    this.remember(`get:${path.map(String).join('\u0000')}`, { path, value: description });
    return description === 'object' || description === 'array' ? this.nestedView(path, value as object) : value;
  }

  private ask(target: Context, question: PropertyKey, method: (...args: unknown[]) => unknown, args: unknown[]): unknown {
    const key = args.every((arg) => describesAnswer(arg) !== null) ? `ask:${String(question)}:${JSON.stringify(args)}` : null;
    const answered = (answer: unknown) => {
      const value = describesAnswer(answer);
      if (key === null || value === null) this.unshareable = true;
      else this.remember(key, { question, args, value });
      return answer;
    };
    const answer = method.apply(target, args);
    return answer instanceof Promise ? answer.then(answered) : answered(answer);
  }

  private remember(key: string, fact: Fact): void {
    const known = this.facts.get(key);
    if (known && known.value !== fact.value) this.unshareable = true;
    else if (!known) this.facts.set(key, fact);
  }

  private unsupported<T>(value: T): T {
    this.unshareable = true;
    return value;
  }
}
