/** The path without a trailing slash (but `/` stays `/`). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Whether a path is `prefix` or under it, segment by segment (`/login` is not under `/log`). */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}
