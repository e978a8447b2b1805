import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

type Navigate = (href: string) => void;

const NavigationContext = createContext<Navigate | undefined>(undefined);

export type NavigationProviderProps = {
  /**
   * Client-side navigation of the application's router, e.g. React Router's `useNavigate()`.
   * Without a provider, links navigate the ordinary way.
   */
  navigate: Navigate;
  /** The application. */
  children?: ReactNode;
};

/**
 * Lets the design system's links (always real `<a href>`, so they work before hydration and
 * open in a new tab) hand plain same-site clicks to the application's router.
 */
export function NavigationProvider({ navigate, children }: NavigationProviderProps) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>;
}

const isSameSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Click handler for an internal link: routes same-site paths through the provider's `navigate`. */
export function useLinkClick(
  href: string | undefined,
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void,
) {
  const navigate = useContext(NavigationContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = event.currentTarget.getAttribute('target');
    if (!navigate || !href || !isSameSitePath(href) || event.defaultPrevented) return;
    if (target && target !== '_self') return;
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
}
