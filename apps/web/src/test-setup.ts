import { cleanup, configure } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  exitGuard.reset();
});
