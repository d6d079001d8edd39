import type { NotificacaoRecebida } from '@saude/shared';
import { Badge, Typography } from 'antd';
import { formatarDataHora } from '../../lib/dates';

/** Recent notifications; a click opens the message dialog (which marks it read). */
export function RecentesList({ itens, onAbrir }: { itens: NotificacaoRecebida[]; onAbrir: (n: NotificacaoRecebida) => void }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {itens.map((n) => (
        <li key={n.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
          <button
            type="button"
            onClick={() => onAbrir(n)}
            style={{
              all: 'unset',
              cursor: 'pointer',
              display: 'flex',
              gap: 10,
              alignItems: 'center',
              width: '100%',
              padding: '10px 4px',
              boxSizing: 'border-box',
            }}
          >
            <Badge status={n.visualizado ? 'default' : 'processing'} />
            <span
              style={{
                flex: 1,
                minWidth: 0,
                fontWeight: n.visualizado ? 400 : 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {n.tipoNome} - {n.titulo}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {formatarDataHora(n.dataHoraAtualizacao)}
            </Typography.Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
