/**
 * Every component's root carries `data-nirmal-id="<Name>"`: a stable hook for tests, analytics and
 * consumers' overrides that survives class-name hashing. Spread it after the caller's props so it
 * cannot be replaced.
 */
export const identity = (name: string) => ({ 'data-nirmal-id': name }) as const;

/** A CSS selector for a component's root, for styling one component inside another. */
export const identitySelector = (name: string) => `[data-nirmal-id='${name}']`;
