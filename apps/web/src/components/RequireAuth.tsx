import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { exitGuard } from '../lib/exit-guard';
import { loginPath, useSessao } from '../lib/session';
import { SessionWatcher } from './SessionWatcher';

/**
 * Parent of every authenticated route. Its loader sends a visitor with no token to /401 (spec 000
 * §4). A session that ends while a page is open (logout in another tab, a revoked token) leads to
 * the municipality's login instead of leaving a blank screen.
 */
export function RequireAuth() {
  const sessao = useSessao();
  const navigate = useNavigate();
  useEffect(() => {
    if (sessao) return;
    exitGuard.reset();
    navigate(loginPath(), { replace: true });
  }, [sessao, navigate]);
  if (!sessao) return null;
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
