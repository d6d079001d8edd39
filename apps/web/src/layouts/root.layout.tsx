import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ExitGuard } from '../components/ExitGuard';
import { LoadingOverlay } from '../components/LoadingOverlay';

/** Above every layout: smooth scroll to the top on navigation (spec 000 §2.1), the exit guard and the overlay. */
export function RootLayout() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: every navigation scrolls up
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return (
    <>
      <ExitGuard />
      <LoadingOverlay />
      <Outlet />
    </>
  );
}
