import { MoreOutlined, SoundOutlined } from '@ant-design/icons';
import { StatusFila } from '@saude/shared';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { EntradaFilaAmbulatorio as E } from './fila.api';
import { nomeNaFila } from './fila.colunas';

/** What a row asks the page to do. */
export type AcaoDaLinha = 'chamar' | 'atender' | 'abrir' | 'devolver' | 'evadir' | 'desfazerEvasao' | 'excluir';

const ROTULO_MAIS: Partial<Record<AcaoDaLinha, string>> = {
  devolver: 'Devolver à fila',
  evadir: 'Evasão',
  desfazerEvasao: 'Desfazer evasão',
  excluir: 'Excluir da fila',
};
const MAIS: AcaoDaLinha[] = ['devolver', 'evadir', 'desfazerEvasao', 'excluir'];

const vezes = (n: number) => `${n} ${n === 1 ? 'vez' : 'vezes'}`;

/**
 * The row's actions (spec 000 §2.6): "Chamar" (blue until the first call, grey after), "Atender"/"Abrir" where the
 * queue has an attendance screen (the nursing, for now), and the less frequent ones under "Mais ações" — only
 * what the transitions table allows (`acoes` from the server) and this user may do.
 */
export function AcoesDaEntrada({
  entrada: e,
  pode,
  comTela,
  ocupado,
  aoAgir,
}: {
  entrada: E;
  pode: Partial<Record<AcaoDaLinha, boolean>>;
  /** The queue has an attendance screen to open (the nursing's pre-consultation). */
  comTela: boolean;
  ocupado: boolean;
  aoAgir: (acao: AcaoDaLinha, e: E) => void;
}) {
  const nome = nomeNaFila(e);
  const permitidas = new Set<string>(e.acoes);
  const chamado = e.chamadas > 0;
  const mais = MAIS.filter((a) => permitidas.has(a) && pode[a]);
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
      {comTela && pode.atender && permitidas.has('atender') && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Atender ${nome}`} onClick={() => aoAgir('atender', e)}>
          Atender
        </Button>
      )}
      {comTela && pode.atender && e.status.id === StatusFila.EM_ATENDIMENTO && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Abrir ${nome}`} onClick={() => aoAgir('abrir', e)}>
          Abrir
        </Button>
      )}
      {mais.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={ocupado}
          menu={{
            items: mais.map((a) => ({ key: a, label: ROTULO_MAIS[a], danger: a === 'excluir' || a === 'evadir' })),
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
