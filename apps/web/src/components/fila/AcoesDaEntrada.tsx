import { MoreOutlined, SoundOutlined } from '@ant-design/icons';
import { StatusFila } from '@saude/shared';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import { nomeNaFila } from './NomeNaFila';
import type { EntradaDoBalcao } from './use-balcao-fila';

/** One of the less frequent actions of a row, under "Mais ações". */
export interface AcaoDoMenu<A extends string> {
  acao: A;
  rotulo: string;
  /** Shown in red (an evasion, a delete). */
  perigo?: boolean;
}

const vezes = (n: number) => `${n} ${n === 1 ? 'vez' : 'vezes'}`;

/**
 * The row's actions of a queue desk (spec 000 §2.6): "Chamar" (blue until the first call, grey after), "Atender"
 * (or "Abrir" while in attendance) where the queue has an attendance screen, and the module's less frequent ones
 * under "Mais ações" — only what the transitions table allows (`acoes` from the server) and this user may do.
 */
export function AcoesDaEntrada<E extends EntradaDoBalcao & { paciente: { nome: string; nomeSocial: string | null } }, A extends string>({
  entrada: e,
  pode,
  comTela,
  mais,
  ocupado,
  aoAgir,
}: {
  entrada: E;
  /** What this user may do (the server checks again). */
  pode: Partial<Record<'chamar' | 'atender' | NoInfer<A>, boolean>>;
  /** The queue has an attendance screen to open. */
  comTela: boolean;
  mais: readonly AcaoDoMenu<A>[];
  ocupado: boolean;
  aoAgir: (acao: 'chamar' | 'atender' | 'abrir' | NoInfer<A>, e: E) => void;
}) {
  const nome = nomeNaFila(e);
  const permitidas = new Set<string>(e.acoes);
  const chamado = e.chamadas > 0;
  const menu = mais.filter((m) => permitidas.has(m.acao) && pode[m.acao]);
  const atender = comTela && pode.atender;
  return (
    <Space size={4}>
      {permitidas.has('chamar') && pode.chamar && (
        <Tooltip title={chamado ? `Chamado ${vezes(e.chamadas)}` : undefined}>
          <Button
            size="small"
            color={chamado ? 'default' : 'primary'}
            variant={chamado ? 'filled' : 'solid'}
            icon={<SoundOutlined />}
            disabled={ocupado}
            aria-label={`Chamar ${nome}`}
            onClick={() => aoAgir('chamar', e)}
          >
            Chamar
          </Button>
        </Tooltip>
      )}
      {atender && permitidas.has('atender') && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Atender ${nome}`} onClick={() => aoAgir('atender', e)}>
          Atender
        </Button>
      )}
      {atender && e.status.id === StatusFila.EM_ATENDIMENTO && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Abrir ${nome}`} onClick={() => aoAgir('abrir', e)}>
          Abrir
        </Button>
      )}
      {menu.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={ocupado}
          menu={{
            items: menu.map((m) => ({ key: m.acao, label: m.rotulo, danger: m.perigo })),
            onClick: ({ key }) => aoAgir(key as A, e),
          }}
        >
          <Tooltip title="Mais ações">
            <Button size="small" icon={<MoreOutlined />} aria-label={`Mais ações ${nome}`} />
          </Tooltip>
        </Dropdown>
      )}
    </Space>
  );
}
