/**
 * A browser's cookie handling for Node's fetch, which keeps no cookies: what the API sets is sent
 * back on the next call, and what it expires is forgotten. One host, so Domain and Path are ignored.
 */
export function cookieJar() {
  const cookies = new Map<string, string>();

  function remember(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }

  const fetchWithCookies: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) remember(setCookie);
    return response;
  };

  return { fetch: fetchWithCookies, cookies };
}
