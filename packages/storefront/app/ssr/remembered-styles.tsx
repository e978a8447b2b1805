import { useContext, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

type SheetContext = ContextType<typeof StyleSheetContext>;
type Stylis = SheetContext['stylis'];

// Enough for every rule set the storefront renders; a full cache drops its oldest entry.
const MAX_ENTRIES = 5_000;

/**
 * `stylis` that remembers what it compiled. styled-components compiles a component's CSS with
 * stylis once per style sheet, and the server starts a new sheet for every request, so each page
 * compiled every rendered component's CSS again. Compilation is a pure function of its arguments,
 * so one server process can compile each rule set once. It holds CSS only, never a customer's data.
 */
export function rememberingStylis(stylis: Stylis): Stylis {
  const compiled = new Map<string, string[]>();
  const remembering = (css: string, selector = '', prefix = '', componentId = '') => {
    const key = `${componentId}\n${selector}\n${prefix}\n${css}`;
    let rules = compiled.get(key);
    if (!rules) {
      rules = stylis(css, selector, prefix, componentId);
      if (compiled.size >= MAX_ENTRIES) compiled.delete(compiled.keys().next().value ?? '');
      compiled.set(key, rules);
    }
    return rules;
  };
  return Object.assign(remembering, { hash: stylis.hash });
}

const remembered = new WeakMap<SheetContext, SheetContext>();

/** Server rendering: styled components below compile their CSS once per process, not per request. */
export function RememberCompiledStyles({ children }: { children: ReactNode }) {
  // Read outside any StyleSheetManager: styled-components' own defaults, the same object each time.
  const context = useContext(StyleSheetContext);
  let value = remembered.get(context);
  if (!value) {
    value = { ...context, stylis: rememberingStylis(context.stylis) };
    remembered.set(context, value);
  }
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
