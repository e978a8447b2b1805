import { Container, FloatingActions, Footer, Header } from '@nirmal/design-system';
import { floatingActionsVisibility, type Footer as FooterContent } from '@nirmal/domain';
import type { AppConfig } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../state/app-state.tsx';
import { contentLinks, footerColumns } from './content-links.ts';
import { LoginOverlay, OnceShown, ShellToast, SiteMenu } from './lazy-overlays.tsx';

export interface ShellProps {
  footer: FooterContent | null;
  appConfig: AppConfig | null;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** What every page shares (§2): header, footer, floating help, the menu, the login overlay and the toast. */
export const Shell = observer(function Shell({ footer, appConfig, children }: ShellProps) {
  const { shell, profile, flags } = useStores();
  const { pathname } = useLocation();
  const floating = floatingActionsVisibility(pathname, {
    isFlutterClient: shell.isFlutterClient,
    globalSaleAssist: flags.globalSaleAssist,
  });

  return (
    <>
      <Header
        navLinks={contentLinks(shell.header?.nav ?? [], pathname)}
        profileLinks={contentLinks(shell.header?.profile ?? [], pathname)}
        featuredLinks={contentLinks(shell.header?.featured ?? [], pathname)}
        userName={profile.isLoggedIn ? profile.fullName || 'My account' : undefined}
        onSignInClick={() => shell.openLogin({ redirectTo: pathname })}
        onMenuClick={() => shell.setOpen('hamburger', true)}
        menuExpanded={shell.panels.hamburger}
        skipTargetId={MAIN_ID}
      />
      <Container as="main" id={MAIN_ID} padded>
        {children}
      </Container>
      <Footer
        socialLinks={contentLinks(footer?.socialLinks ?? [])}
        footerLinks={contentLinks(footer?.footerLinks ?? [])}
        moreShoppingLinks={contentLinks(footer?.moreShoppingLinks ?? [])}
        columns={footerColumns(footer?.columns ?? [])}
      />
      {appConfig && (
        <FloatingActions
          businessNumber={appConfig.whatsappNumber}
          showWhatsApp={floating.whatsApp}
          showSaleAssist={floating.saleAssist}
        />
      )}
      <OnceShown shown={shell.panels.hamburger}>
        <SiteMenu />
      </OnceShown>
      {!profile.isLoggedIn && (
        <OnceShown shown={shell.login.open}>
          <LoginOverlay />
        </OnceShown>
      )}
      <OnceShown shown={shell.isToastVisible}>
        <ShellToast />
      </OnceShown>
    </>
  );
});
