import { MoreOutlined, SoundOutlined } from '@ant-design/icons';
import { StatusFila } from '@saude/shared';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { EntradaFilaFarmacia as E } from './fila.api';
import { nomeNaFila } from './fila.colunas';

/** What a row asks the page to do. */
export type AcaoDaLinha = 'chamar' | 'atender' | 'abrir' | 'devolver' | 'evadir' | 'desfazerEvasao';

const ROTULO_MAIS: Partial<Record<AcaoDaLinha, string>> = {
  devolver: 'Devolver à fila',
  evadir: 'Evasão',
  desfazerEvasao: 'Cancelar evasão',
};
const MAIS: AcaoDaLinha[] = ['devolver', 'evadir', 'desfazerEvasao'];

const vezes = (n: number) => `${n} ${n === 1 ? 'vez' : 'vezes'}`;

/**
 * The row's actions (spec 000 §2.6): "Chamar" (blue until the first call, grey after), "Atender" (opens the
 * dispensing) or "Abrir" while in attendance, and the less frequent ones under "Mais ações" — only what the
 * transitions table allows (`acoes` from the server) and this user may do.
 */
export function AcoesDaEntrada({
  entrada: e,
  pode,
  ocupado,
  aoAgir,
}: {
  entrada: E;
  pode: { operar: boolean; dispensar: boolean };
  ocupado: boolean;
  aoAgir: (acao: AcaoDaLinha, e: E) => void;
}) {
  const nome = nomeNaFila(e);
  const permitidas = new Set<string>(e.acoes);
  const chamado = e.chamadas > 0;
  const mais = pode.operar ? MAIS.filter((a) => permitidas.has(a)) : [];
  const podeAtender = pode.operar && pode.dispensar;
  return (
    <Space size={4}>
      {permitidas.has('chamar') && pode.operar && (
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
      {podeAtender && permitidas.has('atender') && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Atender ${nome}`} onClick={() => aoAgir('atender', e)}>
          Atender
        </Button>
      )}
      {podeAtender && e.status.id === StatusFila.EM_ATENDIMENTO && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Abrir ${nome}`} onClick={() => aoAgir('abrir', e)}>
          Abrir
        </Button>
      )}
      {mais.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={ocupado}
          menu={{
            items: mais.map((a) => ({ key: a, label: ROTULO_MAIS[a], danger: a === 'evadir' })),
            onClick: ({ key }) => aoAgir(key as AcaoDaLinha, e),
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
