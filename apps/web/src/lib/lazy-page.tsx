import { CHUNK_TIMEOUT_MS } from '@saude/shared';
import type { ComponentType } from 'react';
import { RequirePermission } from '../components/RequirePermission';

type PageModule = { default: ComponentType };

/** Spec 000 §8: a screen's script that does not arrive within 120 s is a chunk-load error. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Não foi possível carregar a tela (tempo esgotado).')), CHUNK_TIMEOUT_MS);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * A lazy route for a page module (spec 000 §2.1: every screen loads on demand). With a
 * permission, a user who lacks it sees the 403 page instead.
 */
export function page(load: () => Promise<PageModule>, options: { permission?: string } = {}) {
  return async () => {
    const { default: Page } = await withTimeout(load());
    const { permission } = options;
    if (!permission) return { Component: Page };
    return {
      Component: () => (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
  };
}
