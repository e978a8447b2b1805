import { clearSignedInStorage } from '@nirmal/domain';

/** Forgets, in this browser, everything signing out clears (§9). Browser only. */
export function forgetCustomerInBrowser(): void {
  clearSignedInStorage({
    removeCookie: (name) => {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    },
    localStorage,
    sessionStorage,
  });
}
