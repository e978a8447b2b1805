import { lazy, Suspense, useState, type ReactNode } from 'react';

// Overlays are not part of the first paint: their code (Radix dialog and toast among it) loads
// the first time one opens, and stays mounted after that so closing animates and focus returns.
export const SiteMenu = lazy(() => import('./SiteMenu.tsx').then((module) => ({ default: module.SiteMenu })));
export const LoginOverlay = lazy(() =>
  import('../sign-in/LoginOverlay.tsx').then((module) => ({ default: module.LoginOverlay })),
);
export const ShellSearch = lazy(() =>
  import('./ShellSearch.tsx').then((module) => ({ default: module.ShellSearch })),
);
export const ShellToast = lazy(() =>
  import('./ShellToast.tsx').then((module) => ({ default: module.ShellToast })),
);
export const AirQualityBar = lazy(() =>
  import('../air-quality/AirQualityBar.tsx').then((module) => ({ default: module.AirQualityBar })),
);
export const SaleAssistDrawer = lazy(() =>
  import('../sale-assist/SaleAssistDrawer.tsx').then((module) => ({ default: module.SaleAssistDrawer })),
);
export const ChatWidget = lazy(() =>
  import('../chat/ChatWidget.tsx').then((module) => ({ default: module.ChatWidget })),
);

/** Renders `children` from the first time `shown` is true on. */
export function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [hasBeenShown, setHasBeenShown] = useState(shown);
  if (shown && !hasBeenShown) setHasBeenShown(true);
  return hasBeenShown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
