import { makeAutoObservable, observableRef } from 'mobx';
import { safeRedirectTarget } from '../http/redirect.ts';
import type { AnalyticsConsent } from '../rules/analytics.ts';

/** The open/closed overlays of every page (§3, §4). */
export const SHELL_PANELS = ['search', 'hamburger', 'promoOffer', 'saleAssist', 'aqiBar', 'chat'] as const;
export type ShellPanel = (typeof SHELL_PANELS)[number];

export interface LoginState {
  open: boolean;
  /** A same-site path to go to after signing in. */
  redirectTo: string | null;
  /** Why the customer is asked to sign in. */
  message: string | null;
  /** Run once the customer has signed in; never serialised. */
  callback: (() => void) | null;
}

export interface ToastState {
  show: boolean;
  message: string;
}

export interface ShellSnapshot {
  panels: Record<ShellPanel, boolean>;
  login: { open: boolean; redirectTo: string | null; message: string | null };
  toast: ToastState;
  isFlutterClient: boolean;
  analyticsConsent: AnalyticsConsent | null;
}

const CLOSED_LOGIN: LoginState = { open: false, redirectTo: null, message: null, callback: null };
const HIDDEN_TOAST: ToastState = { show: false, message: '' };

function closedPanels(): Record<ShellPanel, boolean> {
  return {
    search: false,
    hamburger: false,
    promoOffer: false,
    saleAssist: false,
    aqiBar: false,
    chat: false,
  };
}

/** The app state every page shares: overlays, the login modal, the toast, the client kind. */
export class ShellStore {
  panels: Record<ShellPanel, boolean> = closedPanels();
  login: LoginState = CLOSED_LOGIN;
  toast: ToastState = HIDDEN_TOAST;
  /**
   * How many toasts were shown here: a toast is shown afresh (its time starts again) even when the
   * same message is still showing, so a second "Profile updated" does not leave with the first.
   */
  toastCount = 0;
  /** The mobile app's webview (§3): some overlays are hidden there. */
  isFlutterClient = false;
  /** This browser's answer to the analytics question; null asks it. */
  analyticsConsent: AnalyticsConsent | null = null;

  constructor(snapshot?: ShellSnapshot) {
    if (snapshot) {
      this.panels = { ...closedPanels(), ...snapshot.panels };
      this.login = { ...snapshot.login, callback: null };
      this.toast = snapshot.toast;
      this.isFlutterClient = snapshot.isFlutterClient;
      this.analyticsConsent = snapshot.analyticsConsent;
    }
    // Whole values are replaced, never mutated, so a callback is kept as it is given.
    makeAutoObservable(this, { login: observableRef, toast: observableRef });
  }

  /** A dialog holds the page (the login modal, search, the menu, sale assist, the chat or the offer). */
  get dialogOpen(): boolean {
    const { search, hamburger, promoOffer, saleAssist, chat } = this.panels;
    return this.login.open || search || hamburger || promoOffer || saleAssist || chat;
  }

  get isToastVisible(): boolean {
    return this.toast.show && this.toast.message !== '';
  }

  toggle(panel: ShellPanel): void {
    this.panels[panel] = !this.panels[panel];
  }

  setOpen(panel: ShellPanel, open: boolean): void {
    this.panels[panel] = open;
  }

  setFlutterClient(isFlutterClient: boolean): void {
    this.isFlutterClient = isFlutterClient;
  }

  setAnalyticsConsent(consent: AnalyticsConsent | null): void {
    this.analyticsConsent = consent;
  }

  openLogin(options: { redirectTo?: string; message?: string; callback?: () => void } = {}): void {
    this.login = {
      open: true,
      redirectTo: safeRedirectTarget(options.redirectTo, null),
      message: options.message ?? null,
      callback: options.callback ?? null,
    };
  }

  closeLogin(): void {
    this.login = CLOSED_LOGIN;
  }

  /** The customer signed in from the modal: run the remembered callback and close it. */
  completeLogin(): void {
    const { callback } = this.login;
    this.closeLogin();
    callback?.();
  }

  showToast(message: string): void {
    this.toast = { show: true, message };
    this.toastCount += 1;
  }

  hideToast(): void {
    this.toast = HIDDEN_TOAST;
  }

  serialize(): ShellSnapshot {
    const { open, redirectTo, message } = this.login;
    return {
      panels: { ...this.panels },
      login: { open, redirectTo, message },
      toast: { ...this.toast },
      isFlutterClient: this.isFlutterClient,
      analyticsConsent: this.analyticsConsent,
    };
  }
}
