// Nirmal's stand-in for WebEngage's browser SDK, served by the storefront: the same global,
// `window.webengage` (init, track, user.login, user.logout, user.setAttribute), which takes over
// the loader's queue as WebEngage's script does, but records every call in
// `window.webengage.__calls` instead of sending it anywhere. WEBENGAGE_SCRIPT_URL replaces it with
// WebEngage's own script (docs/configuration.md).
(() => {
  const queued = window.webengage?.__queue ?? [];
  const calls = [];
  const record =
    (name) =>
    (...args) =>
      void calls.push([name, ...args]);
  const sdk = {
    __v: 'nirmal-stand-in',
    __calls: calls,
    init: record('init'),
    track: record('track'),
    user: {
      login: record('user.login'),
      logout: record('user.logout'),
      setAttribute: record('user.setAttribute'),
    },
  };
  window.webengage = sdk;
  for (const [name, args] of queued) {
    const path = name.split('.');
    const method = path.pop();
    const owner = path.reduce((target, key) => target?.[key], sdk);
    owner?.[method]?.(...args);
  }
})();
