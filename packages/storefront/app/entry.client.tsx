import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE } from './ssr/server-styles.ts';

// Before any component renders, so that none inserts again a rule the server's styles have.
for (const style of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`))
  adoptServerStyles(style.textContent ?? '');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
