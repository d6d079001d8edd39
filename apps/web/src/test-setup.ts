import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';
import { exitGuard } from './lib/exit-guard';
import { sessionStore } from './lib/session';

// Lazy routes load their modules on first use; the first test of a file pays for the import.
configure({ asyncUtilTimeout: 10_000 });

// STACK G30 / snippet F: antd reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});

// antd 6 measures with ResizeObserver (Sider, Table, overflow menus); jsdom has none and no layout.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;

// jsdom does not implement scrolling; navigation scrolls to the top (spec 000 §2.1).
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};

// Speed (docs/testing.md, "Sessão 7"): two costs of a screen test that tell nothing about the screen.
// 1. React 19's development build captures an Error stack and a console task for every element it creates (the
//    owner stacks of its warnings). The warnings stay; those stacks go.
const internoReact = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internoReact) Object.defineProperty(internoReact, 'recentlyCreatedOwnerStacks', { get: () => 1e9, set: () => {}, configurable: true });

// 2. antd's runtime CSS: jsdom parses every <style> antd injects and walks all its rules on each getComputedStyle
//    (every getByRole and user event asks): a third of the time of a screen test. The <style> nodes stay (antd finds
//    them by key) without their text; what antd hides with a class (closed drawers, dropdowns, tab panes: `…-hidden`)
//    stays hidden through one rule of ours. A test of how something looks belongs in the browser suite.
function semCssDoAntd(no: Node) {
  if (no instanceof HTMLStyleElement && no.hasAttribute('data-rc-order') && !Object.hasOwn(no, 'innerHTML')) {
    let css = no.innerHTML;
    no.textContent = '';
    Object.defineProperty(no, 'innerHTML', {
      get: () => css,
      set: (v: string) => {
        css = v;
      },
      configurable: true,
    });
  }
}
const insertBefore = Node.prototype.insertBefore;
Node.prototype.insertBefore = function <T extends Node>(this: Node, no: T, ref: Node | null): T {
  semCssDoAntd(no);
  return insertBefore.call(this, no, ref) as T;
};
const appendChild = Node.prototype.appendChild;
Node.prototype.appendChild = function <T extends Node>(this: Node, no: T): T {
  semCssDoAntd(no);
  return appendChild.call(this, no) as T;
};
const ocultos = document.createElement('style');
ocultos.textContent = '[class$="-hidden"], [class*="-hidden "] { display: none; }';
document.head.append(ocultos);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  exitGuard.reset();
});
