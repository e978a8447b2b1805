/** One of the browser's storages, when it lets the page use it (a private window may refuse). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
