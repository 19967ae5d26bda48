/**
 * Wizard drafts kept in localStorage so a reload loses nothing, except secrets: DESIGN.md forbids passwords in
 * browser storage, so every key that names a password, token or secret is dropped on the way in and on the way out.
 */
const SECRET_KEY = /pass(word)?|secret|token/i;

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A deep copy without secret keys, files and functions (they cannot, or must not, be stored). */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => !isUnstorable(v)).map((v) => withoutSecrets(v)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || isUnstorable(inner)) continue;
    copy[key] = withoutSecrets(inner);
  }
  return copy as T;
}

function isUnstorable(value: unknown): boolean {
  if (typeof value === 'function' || value === undefined) return true;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return true;
  return false;
}

export interface BrowserDraft<T extends object> {
  /** The stored fields (never secrets), or null when there is no usable draft. */
  loadData(): Partial<T> | null;
  /** The stored step, or null; always within 1..maxStep. */
  loadStep(): number | null;
  saveData(data: T | Partial<T>): void;
  saveStep(step: number): void;
  clear(): void;
}

/** One draft under two keys, as the spec names them (e.g. brandRegistrationForm and brandRegistrationStep). */
export function createBrowserDraft<T extends object>(options: { dataKey: string; stepKey: string; maxStep: number }): BrowserDraft<T> {
  const { dataKey, stepKey, maxStep } = options;
  const read = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Full or disabled storage: the draft simply is not kept.
    }
  };
  return {
    loadData() {
      const raw = read(dataKey);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        return isPlainObject(parsed) ? (withoutSecrets(parsed) as Partial<T>) : null;
      } catch {
        return null;
      }
    },
    loadStep() {
      const step = Number(read(stepKey));
      return Number.isInteger(step) && step >= 1 && step <= maxStep ? step : null;
    },
    saveData(data) {
      write(dataKey, JSON.stringify(withoutSecrets(data)));
    },
    saveStep(step) {
      write(stepKey, String(step));
    },
    clear() {
      try {
        localStorage.removeItem(dataKey);
        localStorage.removeItem(stepKey);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
