import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COOKIE_MAX_AGE_MS,
  LOCAL_STORAGE_KEYS,
  SIGN_OUT_CLEARS,
  clearSignedInStorage,
} from './storage.ts';

/** A Storage stand-in (the platform's), holding its items in a Map. */
function memoryStorage(keys: readonly string[]) {
  const items = new Map(keys.map((key) => [key, 'value']));
  return { items, removeItem: (key: string) => void items.delete(key) };
}

describe('storage rules', () => {
  it('gives cookies one day by default', () => {
    expect(DEFAULT_COOKIE_MAX_AGE_MS).toBe(86_400_000);
  });

  it('clears three cookies, four local-storage keys and three session keys on sign-out (§9)', () => {
    expect(SIGN_OUT_CLEARS.cookies).toHaveLength(3);
    expect(SIGN_OUT_CLEARS.localStorage).toHaveLength(4);
    expect(SIGN_OUT_CLEARS.sessionStorage).toHaveLength(3);
    expect(SIGN_OUT_CLEARS.cookies).toContain('nirmal_account_id');
  });

  it('removes what signing out clears and keeps the rest', () => {
    const removedCookies: string[] = [];
    const localStorage = memoryStorage(Object.values(LOCAL_STORAGE_KEYS));
    const sessionStorage = memoryStorage(['sessionHash', 'accountId', 'd365_user_id', 'assetId']);

    clearSignedInStorage({
      removeCookie: (name) => void removedCookies.push(name),
      localStorage,
      sessionStorage,
    });

    expect(removedCookies).toEqual(['nirmal_session', 'nirmal_account_id', 'nirmal_cart_id']);
    expect([...localStorage.items.keys()]).toEqual([
      LOCAL_STORAGE_KEYS.pincode,
      LOCAL_STORAGE_KEYS.recentlyViewed,
      LOCAL_STORAGE_KEYS.recentSearch,
      LOCAL_STORAGE_KEYS.saleAssist,
      LOCAL_STORAGE_KEYS.location,
      LOCAL_STORAGE_KEYS.cartChanged,
      LOCAL_STORAGE_KEYS.signedOut,
      LOCAL_STORAGE_KEYS.serverConfig,
      LOCAL_STORAGE_KEYS.promoOfferSeen,
      LOCAL_STORAGE_KEYS.engagementSource,
      LOCAL_STORAGE_KEYS.analyticsSent,
    ]);
    expect([...sessionStorage.items.keys()]).toEqual(['assetId']);
  });
});
