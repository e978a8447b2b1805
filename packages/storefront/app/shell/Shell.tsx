import {
  ChatLauncher,
  Container,
  FloatingActions,
  Footer,
  Header,
  SaleAssistLauncher,
  paymentMethodNames,
} from '@nirmal/design-system';
import { CART_PATH, airQualityBarCity, floatingActionsVisibility } from '@nirmal/domain';
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Analytics } from '../analytics/Analytics.tsx';
import { useDetectedLocation } from '../location/use-detected-location.ts';
import { useStores } from '../state/app-state.tsx';
import { BrowserTracing } from '../tracing/BrowserTracing.tsx';
import { useCartConnection } from '../state/use-cart-connection.ts';
import { contentLinks, footerColumns } from './content-links.ts';
import {
  AirQualityBar,
  ChatWidget,
  LoginOverlay,
  OnceShown,
  SaleAssistDrawer,
  ShellSearch,
  ShellToast,
  SiteMenu,
} from './lazy-overlays.tsx';
import { useSignedOutElsewhere } from './signed-out-elsewhere.ts';
import { useShellContent } from './use-shell-content.ts';
import { useHydrated } from './use-hydrated.ts';
import { useSignOut } from './use-sign-out.ts';

/** The chat widget's element: its launcher controls it. */
const CHAT_ID = 'chat-widget';
const MAIN_ID = 'main-content';

/**
 * Its children once the page has hydrated. A component of its own, so that only it renders again
 * then, not the whole shell (header, footer and all) in one task.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** What every page shares (§2): header, footer, floating help, the menu, the login overlay and the toast. */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const { shell, profile, flags, cart, location } = useStores();
  useCartConnection();
  useDetectedLocation();
  useSignedOutElsewhere();
  const { header, footer, appConfig } = useShellContent();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const floating = floatingActionsVisibility(pathname, {
    isFlutterClient: shell.isFlutterClient,
    globalSaleAssist: flags.globalSaleAssist,
  });
  const profileLinks = contentLinks(header?.profile ?? [], pathname);
  const airQualityCity = airQualityBarCity({
    isAQIEnabled: flags.isAQIEnabled,
    isFlutterClient: shell.isFlutterClient,
    city: location.city,
  });
  return (
    <>
      <Header
        navLinks={contentLinks(header?.nav ?? [], pathname)}
        // Signed in, the account's links are in the account menu rather than beside it.
        profileLinks={profile.isLoggedIn ? undefined : profileLinks}
        featuredLinks={contentLinks(header?.featured ?? [], pathname)}
        userName={profile.isLoggedIn ? profile.fullName || 'My account' : undefined}
        accountLinks={profileLinks}
        onSignOut={() => void signOut()}
        onSignInClick={() => shell.openLogin({ redirectTo: `${pathname}${search}` })}
        onMenuClick={() => shell.setOpen('hamburger', true)}
        onSearchClick={() => shell.setOpen('search', true)}
        menuExpanded={shell.panels.hamburger}
        cartCount={cart.count}
        cartHref={CART_PATH}
        skipTargetId={MAIN_ID}
        helpline={appConfig?.supportPhone}
      />
      {/* Focusable by script (the skip link, a banner answered), never by Tab; no ring around it all. */}
      <Container as="main" id={MAIN_ID} padded tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Container>
      {/* After the page, above the footer: nothing the first paint shows moves when it arrives. */}
      {airQualityCity && (
        <AfterHydration>
          <Suspense fallback={null}>
            <AirQualityBar city={airQualityCity} />
          </Suspense>
        </AfterHydration>
      )}
      <Footer
        socialLinks={contentLinks(footer?.socialLinks ?? [])}
        footerLinks={contentLinks(footer?.footerLinks ?? [])}
        moreShoppingLinks={contentLinks(footer?.moreShoppingLinks ?? [])}
        columns={footerColumns(footer?.columns ?? [])}
        helpline={appConfig?.supportPhone}
        // Both payment providers take every one of these.
        paymentMethods={paymentMethodNames}
      />
      {appConfig && (
        <FloatingActions
          businessNumber={appConfig.whatsappNumber}
          showWhatsApp={floating.whatsApp}
          showSaleAssist={floating.saleAssist}
          showChat={floating.chat}
          chat={
            <ChatLauncher
              aria-controls={CHAT_ID}
              open={shell.panels.chat}
              onOpenChange={(open) => shell.setOpen('chat', open)}
            />
          }
          saleAssist={
            <SaleAssistLauncher
              aria-haspopup="dialog"
              open={shell.panels.saleAssist}
              onOpenChange={(open) => shell.setOpen('saleAssist', open)}
            />
          }
        />
      )}
      {floating.chat && (
        <OnceShown shown={shell.panels.chat}>
          <ChatWidget id={CHAT_ID} />
        </OnceShown>
      )}
      {floating.saleAssist && (
        <OnceShown shown={shell.panels.saleAssist}>
          <SaleAssistDrawer />
        </OnceShown>
      )}
      <Analytics />
      <BrowserTracing />
      <OnceShown shown={shell.panels.search}>
        <ShellSearch />
      </OnceShown>
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
