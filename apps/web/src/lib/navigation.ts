/**
 * Lets code outside React (the API client, session timers) navigate through the data router
 * instead of reloading the page. The router registers itself when it is created.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigator = (to) => window.location.assign(to);

export function setNavigator(fn: Navigator) {
  navigator = fn;
}

export function navigate(to: string, options?: { replace?: boolean }) {
  return navigator(to, options);
}
