import { HamburgerMenu, type HamburgerMenuItem, type HeaderLink } from '@nirmal/design-system';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { contentLinks } from './content-links.ts';
import { useShellContent } from './use-shell-content.ts';
import { useSignOut } from './use-sign-out.ts';

const menuItems = (links: HeaderLink[]): HamburgerMenuItem[] =>
  links.map(({ label, href, iconUrl, current }) => ({ label, href, icon: iconUrl, current }));

/** The hamburger menu (§2 overlays): the header content's links, and the account area. */
export const SiteMenu = observer(function SiteMenu() {
  const { shell, profile } = useStores();
  const { pathname, search } = useLocation();
  const { header, appConfig } = useShellContent();
  const signOut = useSignOut();
  return (
    <HamburgerMenu
      open={shell.panels.hamburger}
      onOpenChange={(open) => shell.setOpen('hamburger', open)}
      sections={[
        { items: menuItems(contentLinks(header?.nav ?? [], pathname)) },
        { title: 'Featured', items: menuItems(contentLinks(header?.featured ?? [], pathname)) },
      ].filter((section) => section.items.length > 0)}
      userName={profile.isLoggedIn ? profile.fullName || 'My account' : undefined}
      // A customer who has not given a name is greeted without one, not as "My account".
      greeting={profile.fullName ? undefined : () => 'Hello'}
      profileItems={menuItems(contentLinks(header?.profile ?? [], pathname))}
      onSignIn={() => shell.openLogin({ redirectTo: `${pathname}${search}` })}
      onSignOut={() => void signOut()}
      helpline={appConfig?.supportPhone}
    />
  );
});
