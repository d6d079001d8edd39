import type { ReactNode } from 'react';
import { usePermission } from './Authorized';
import { ErrorPage } from './ErrorPage';

/** A route the user may not open renders the 403 page in place (the server refuses its calls anyway). */
export function RequirePermission({ permission, children }: { permission?: string; children: ReactNode }) {
  const allowed = usePermission(permission);
  return allowed ? children : <ErrorPage status={403} />;
}
