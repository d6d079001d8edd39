import { OVERLAY_Z_INDEX } from '@saude/shared';
import { Spin } from 'antd';
import { useLoadingCount } from '../lib/loading';

/** Full-page overlay of spec 000 §2.4, shown while the global loading counter is above 0. */
export function LoadingOverlay() {
  const count = useLoadingCount();
  if (count <= 0) return null;
  return (
    <div
      role="progressbar"
      aria-label="Carregando"
      aria-busy="true"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: OVERLAY_Z_INDEX,
        display: 'grid',
        placeItems: 'center',
        background: 'rgba(255, 255, 255, 0.55)',
        cursor: 'progress',
      }}
    >
      <Spin size="large" delay={150} />
    </div>
  );
}
