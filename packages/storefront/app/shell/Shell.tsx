import { Container, FloatingActions, Footer, Header, Toast, Toaster } from '@nirmal/design-system';
import { floatingActionsVisibility, whatsAppChatUrl, type Footer as FooterContent } from '@nirmal/domain';
import type { AppConfig } from '@nirmal/domain/contract';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoginOverlay } from '../sign-in/LoginOverlay.tsx';
import { useStores } from '../state/app-state.tsx';
import { useSignOut } from './use-sign-out.ts';

export interface ShellProps {
  footer: FooterContent | null;
  appConfig: AppConfig | null;
  children: ReactNode;
}

/** What every page shares (§2): header, footer, floating help, the login overlay and the toast. */
export const Shell = observer(function Shell({ footer, appConfig, children }: ShellProps) {
  const { shell, profile, flags } = useStores();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const floating = floatingActionsVisibility(pathname, {
    isFlutterClient: shell.isFlutterClient,
    globalSaleAssist: flags.globalSaleAssist,
  });

  return (
    <Toaster>
      <Header
        nav={shell.header?.nav ?? []}
        profileLinks={shell.header?.profile ?? []}
        featuredLinks={shell.header?.featured ?? []}
        customerName={profile.isLoggedIn ? profile.fullName : undefined}
        onSignInClick={() => shell.openLogin({ redirectTo: pathname })}
        onSignOutClick={() => void signOut()}
      />
      <Container as="main" id="main">
        {children}
      </Container>
      <Footer
        socialLinks={footer?.socialLinks ?? []}
        footerLinks={footer?.footerLinks ?? []}
        moreShoppingLinks={footer?.moreShoppingLinks ?? []}
        columns={footer?.columns ?? []}
      />
      {appConfig && (
        <FloatingActions
          showWhatsApp={floating.whatsApp}
          whatsAppHref={whatsAppChatUrl(appConfig.whatsappNumber)}
          showSaleAssist={floating.saleAssist}
        />
      )}
      {!profile.isLoggedIn && <LoginOverlay />}
      <Toast
        open={shell.isToastVisible}
        onOpenChange={(open) => (open ? undefined : shell.hideToast())}
        title={shell.toast.message}
        tone="success"
      />
    </Toaster>
  );
});
