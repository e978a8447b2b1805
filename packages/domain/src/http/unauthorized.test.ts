import { describe, expect, it } from 'vitest';
import { handleUnauthorized, isProtectedPath, loginPathFor } from './unauthorized.ts';
import type { UnauthorizedContext } from './unauthorized.ts';

describe('isProtectedPath', () => {
  it.each([
    '/amc/my-devices',
    '/amc/my-device?id=A1',
    '/ecom/checkout',
    '/ecom/order/42',
    '/account/profile',
    '/service',
    '/statusTracking',
    '/payment/success/',
    '/pay/plink_AbC123dEf456Gh',
    '/amc-plans/gold',
    '/cart',
    '/freeservice',
    'http://localhost:3000/amc/my-devices.data',
    '/x/../account/',
  ])('%s needs a signed-in customer', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(['/', '/login', '/ecom/cart', '/customer-service-and-amc', '/c/water-purifiers', '/api/v1/assets'])(
    '%s does not',
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
    },
  );
});

describe('loginPathFor', () => {
  it('carries the current page as redirectTo', () => {
    expect(loginPathFor('/amc/my-device?id=A1')).toBe('/login?redirectTo=%2Famc%2Fmy-device%3Fid%3DA1');
  });

  it('drops a current path that is not same-site', () => {
    expect(loginPathFor('//evil.com')).toBe('/login');
  });
});

function recordingContext(overrides: Partial<UnauthorizedContext>) {
  const steps: string[] = [];
  const context: UnauthorizedContext = {
    requestUrl: 'http://localhost:4000/api/v1/assets',
    currentPath: '/',
    isDevelopment: false,
    clearSession: () => void steps.push('clear'),
    navigate: (path) => void steps.push(`navigate ${path}`),
    reload: () => void steps.push('reload'),
    createDevSession: async () => void steps.push('create dev session'),
    ...overrides,
  };
  return { context, steps };
}

describe('handleUnauthorized', () => {
  it('on a protected page: clears the session and goes to login with the page as redirectTo', async () => {
    const { context, steps } = recordingContext({
      currentPath: '/amc/my-devices?sort=new',
      isDevelopment: true,
    });

    await handleUnauthorized(context);

    expect(steps).toEqual(['clear', 'navigate /login?redirectTo=%2Famc%2Fmy-devices%3Fsort%3Dnew']);
  });

  it('when the request was for a protected page, goes to login too', async () => {
    const { context, steps } = recordingContext({
      requestUrl: 'http://localhost:3000/account/profile.data',
      currentPath: '/c/water-purifiers',
    });

    await handleUnauthorized(context);

    expect(steps).toEqual(['clear', 'navigate /login?redirectTo=%2Fc%2Fwater-purifiers']);
  });

  it('in development elsewhere: signs in again automatically and shows the devices', async () => {
    const { context, steps } = recordingContext({ isDevelopment: true });

    await handleUnauthorized(context);

    expect(steps).toEqual(['clear', 'create dev session', 'navigate /amc/my-devices']);
  });

  it.each(['/api/staff/me', '/api/public/call-centre/asset/?mobile=9000000001'])(
    'leaves a staff call (%s) to the agent page: the customer stays signed in',
    async (path) => {
      const { context, steps } = recordingContext({
        requestUrl: `http://localhost:3000${path}`,
        currentPath: '/amc/cc/agent',
        isDevelopment: true,
      });

      await handleUnauthorized(context);

      expect(steps).toEqual([]);
    },
  );

  it('otherwise reloads the page', async () => {
    const { context, steps } = recordingContext({});

    await handleUnauthorized(context);

    expect(steps).toEqual(['clear', 'reload']);
  });
});
