import { hasPermission } from '@saude/shared';
import type { ReactNode } from 'react';
import { useSessao } from '../lib/session';

/** Spec 000 §6: the element hides itself when the user lacks the permission. Courtesy only: the server checks. */
export function Authorized({
  permission,
  children,
  fallback = null,
}: {
  permission?: string | null;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const sessao = useSessao();
  return <>{hasPermission(sessao?.permissoes, permission) ? children : fallback}</>;
}

export function usePermission(permission?: string | null): boolean {
  const sessao = useSessao();
  return hasPermission(sessao?.permissoes, permission);
}
