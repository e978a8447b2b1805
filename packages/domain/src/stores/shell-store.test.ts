import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ShellStore } from './shell-store.ts';

describe('ShellStore', () => {
  it('starts with every overlay closed, no toast and the login modal closed', () => {
    const shell = new ShellStore();
    expect(shell.panels).toEqual({
      search: false,
      hamburger: false,
      promoOffer: false,
      saleAssist: false,
      aqiBar: false,
      chat: false,
    });
    expect(shell.login).toMatchObject({ open: false, redirectTo: null, message: null });
    expect(shell.isToastVisible).toBe(false);
  });

  it('says whether a dialog holds the page: the login modal or an overlay, not the air-quality bar', () => {
    const shell = new ShellStore();
    shell.setOpen('aqiBar', true);
    expect(shell.dialogOpen).toBe(false);
    shell.openLogin();
    expect(shell.dialogOpen).toBe(true);
    shell.closeLogin();
    shell.setOpen('saleAssist', true);
    expect(shell.dialogOpen).toBe(true);
  });

  it('toggles and sets one overlay at a time, and observers see it', () => {
    const shell = new ShellStore();
    const seen: boolean[] = [];
    const stop = autorun(() => void seen.push(shell.panels.search));

    shell.toggle('search');
    shell.toggle('search');
    shell.setOpen('hamburger', true);
    stop();

    expect(seen).toEqual([false, true, false]);
    expect(shell.panels.hamburger).toBe(true);
    expect(shell.panels.search).toBe(false);
  });

  it('remembers the redirect target, message and callback of the login modal, and runs the callback once signed in', () => {
    const shell = new ShellStore();
    let signedIn = 0;

    shell.openLogin({
      redirectTo: '/ecom/checkout',
      message: 'Sign in to check out',
      callback: () => signedIn++,
    });
    expect(shell.login).toMatchObject({
      open: true,
      redirectTo: '/ecom/checkout',
      message: 'Sign in to check out',
    });

    shell.completeLogin();
    expect(signedIn).toBe(1);
    expect(shell.login).toEqual({ open: false, redirectTo: null, message: null, callback: null });
  });

  it('closing the login modal forgets the callback without running it', () => {
    const shell = new ShellStore();
    let signedIn = 0;
    shell.openLogin({ callback: () => signedIn++ });

    shell.closeLogin();
    shell.completeLogin();

    expect(signedIn).toBe(0);
  });

  it('keeps only a same-site redirect target', () => {
    const shell = new ShellStore();
    shell.openLogin({ redirectTo: '//evil.com' });
    expect(shell.login.redirectTo).toBeNull();
  });

  it('shows and hides the toast; an empty message is not shown', () => {
    const shell = new ShellStore();
    shell.showToast('Profile updated successfully. Changes will reflect in a few seconds.');
    expect(shell.toast).toEqual({
      show: true,
      message: 'Profile updated successfully. Changes will reflect in a few seconds.',
    });
    expect(shell.isToastVisible).toBe(true);

    shell.hideToast();
    expect(shell.isToastVisible).toBe(false);

    shell.showToast('');
    expect(shell.isToastVisible).toBe(false);
  });

  it('counts every toast shown, so the same message shown again is a new toast', () => {
    const shell = new ShellStore();
    shell.showToast('Address saved.');
    const first = shell.toastCount;
    shell.showToast('Address saved.');
    expect(shell.toastCount).toBe(first + 1);
  });
});
