import { Outlet } from 'react-router';

/** Spec 000 §2.4: the content alone (placement switch, public screens, error pages). */
export default function EmptyLayout() {
  return (
    <main style={{ minHeight: '100vh' }}>
      <Outlet />
    </main>
  );
}
