import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach } from 'vitest';
import { exitGuard } from './lib/exit-guard';
import { sessionStore } from './lib/session';
import { substituirUseTempoReal } from './lib/tempo-real';

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
// 3. Labels: jsdom finds a control's labels by walking the whole page once per label (and a label's control by
//    walking it again), and getByLabelText / getByRole ask every button and input of the page for its labels: on a
//    large form that was seconds per query. The same answers (HTML §4.10.4: a label's control is the element its `for`
//    names, else its first labelable descendant; a control's labels are the labels whose control it is, in tree
//    order) from the id index and the control's ancestors.
const ROTULAVEIS = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';
/** A value inside a quoted CSS attribute selector (jsdom has no CSS.escape). */
const entreAspas = (valor: string) => valor.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
const rotulavel = (el: Element | null): el is HTMLElement => !!el && el.matches(ROTULAVEIS);
Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement): HTMLElement | null {
    const alvo = this.getAttribute('for');
    if (alvo === null) return this.querySelector<HTMLElement>(ROTULAVEIS);
    if (alvo === '') return null;
    const raiz = this.getRootNode() as Node & { getElementById?: (id: string) => Element | null };
    const el = raiz.getElementById ? raiz.getElementById(alvo) : null;
    return rotulavel(el) ? el : null;
  },
});
for (const Classe of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
])
  Object.defineProperty(Classe.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement): NodeListOf<HTMLLabelElement> | null {
      if (!rotulavel(this)) return null;
      const raiz = this.getRootNode() as ParentNode;
      const candidatos = new Set<HTMLLabelElement>();
      if (this.id && 'querySelectorAll' in raiz)
        for (const l of raiz.querySelectorAll<HTMLLabelElement>(`label[for="${entreAspas(this.id)}"]`)) candidatos.add(l);
      for (let p = this.parentElement; p; p = p.parentElement) if (p instanceof HTMLLabelElement) candidatos.add(p);
      const rotulos = [...candidatos]
        .filter((l) => l.control === this)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      return rotulos as unknown as NodeListOf<HTMLLabelElement>;
    },
  });

// 4. antd looks its <style> nodes up among the head's children on every style it registers; jsdom answers each index
//    of `children` through a Proxy. The head's element children as a plain array (nothing reads the head's live list).
Object.defineProperty(HTMLHeadElement.prototype, 'children', {
  configurable: true,
  get(this: HTMLHeadElement) {
    const filhos: Element[] = [];
    for (let n = this.firstElementChild; n; n = n.nextElementSibling) filhos.push(n);
    return filhos;
  },
});

const ocultos = document.createElement('style');
ocultos.textContent = '[class$="-hidden"], [class*="-hidden "] { display: none; }';
document.head.append(ocultos);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStore.reload();
  exitGuard.reset();
});

// a file's stand-in for the live connection (lib/tempo-real.ts) ends with the file
afterAll(() => substituirUseTempoReal(null));
