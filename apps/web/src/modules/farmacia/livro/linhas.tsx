import { EyeOutlined } from '@ant-design/icons';
import { TIPOS_LINHA_LIVRO, type TipoLinhaLivro, type TipoLivro } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Tag, Tooltip, Typography } from 'antd';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import type { ServerTableState } from '../../../components/crud/use-server-table';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { type LinhaDoLivro, type LivroModelo, livroApi } from './livro.api';

const COR_DO_TIPO: Record<TipoLinhaLivro, string> = { entrada: 'green', saida: 'blue', perda: 'red', estorno: 'orange', ajuste: 'purple' };

export const TagTipoLinha = ({ tipo }: { tipo: TipoLinhaLivro }) => <Tag color={COR_DO_TIPO[tipo]}>{TIPOS_LINHA_LIVRO[tipo]}</Tag>;

const quantidade = (v: number) => (v ? v.toLocaleString('pt-BR') : '');

/** Who and which prescription, under the line's history (a dispensing carries the retained prescription). */
function Historico({ l }: { l: LinhaDoLivro }) {
  return (
    <>
      <div>{l.historico}</div>
      {l.paciente && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Paciente: {l.paciente}
          {l.numeroReceita ? ` — receita/notificação nº ${l.numeroReceita}` : ''}
          {l.prescritor ? ` — ${l.prescritor}` : ''}
        </Typography.Text>
      )}
      {l.justificativa && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Lançamento manual: {l.justificativa}
          </Typography.Text>
        </div>
      )}
    </>
  );
}

export function colunasDasLinhas(verLinha: (id: number) => void): ServerColumn<LinhaDoLivro>[] {
  return [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 100, render: (v: string) => formatarData(v) },
    { title: 'Substância', dataIndex: 'material', sorter: true, width: 220 },
    { title: 'Tipo', dataIndex: 'tipo', searchable: false, width: 90, render: (v: TipoLinhaLivro) => <TagTipoLinha tipo={v} /> },
    { title: 'Histórico', dataIndex: 'historico', render: (_: unknown, l) => <Historico l={l} /> },
    { title: 'Entrada', dataIndex: 'quantidadeEntrada', searchable: false, width: 80, align: 'right', render: quantidade },
    { title: 'Saída', dataIndex: 'quantidadeSaida', searchable: false, width: 80, align: 'right', render: quantidade },
    {
      title: 'Saldo',
      dataIndex: 'saldo',
      searchable: false,
      width: 80,
      align: 'right',
      render: (v: number) => <strong>{v.toLocaleString('pt-BR')}</strong>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 60,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Ver a linha">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Ver a linha ${l.id}`} onClick={() => verLinha(l.id)} />
        </Tooltip>
      ),
    },
  ];
}

/** The book's lines (server-paged, newest first), filtered by substance and period; each line opens its details. */
export function LinhasDoLivro({ table, livro }: { table: ServerTableState<LinhaDoLivro>; livro: LivroModelo }) {
  const opcoes = livro.substancias.map((s) => ({ value: s.materialId, label: s.material }));
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Pesquisar no histórico, paciente ou receita"
      toolbar={
        <BarraFiltros lista={table}>
          <SelecaoFiltro lista={table} nome="materialId" rotulo="Substância" opcoes={opcoes} busca largura={280} />
        </BarraFiltros>
      }
    />
  );
}

/** linha/{id}: one line with who wrote it and when. */
export function LinhaModal({ tipo, id, onFechar }: { tipo: TipoLivro; id: number | null; onFechar: () => void }) {
  const q = useQuery({ queryKey: ['farmacia', tipo, 'linha', id], queryFn: () => livroApi(tipo).linha(id ?? 0), enabled: id !== null });
  const l = q.data?.model;
  return (
    <Modal open={id !== null} title="Linha do livro" footer={null} onCancel={onFechar} width={640}>
      {l && (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="Substância" span={2}>
            {l.material}
          </Descriptions.Item>
          <Descriptions.Item label="Data">{formatarData(l.data)}</Descriptions.Item>
          <Descriptions.Item label="Tipo">
            <TagTipoLinha tipo={l.tipo} />
          </Descriptions.Item>
          <Descriptions.Item label="Entrada">{l.quantidadeEntrada}</Descriptions.Item>
          <Descriptions.Item label="Saída">{l.quantidadeSaida}</Descriptions.Item>
          <Descriptions.Item label="Saldo após a linha" span={2}>
            {l.saldo}
          </Descriptions.Item>
          <Descriptions.Item label="Histórico" span={2}>
            {l.historico}
          </Descriptions.Item>
          {l.paciente && (
            <Descriptions.Item label="Paciente" span={2}>
              {l.paciente}
            </Descriptions.Item>
          )}
          {l.numeroReceita && <Descriptions.Item label="Receita/notificação nº">{l.numeroReceita}</Descriptions.Item>}
          {l.prescritor && <Descriptions.Item label="Prescritor">{l.prescritor}</Descriptions.Item>}
          {l.justificativa && (
            <Descriptions.Item label="Justificativa (lançamento manual)" span={2}>
              {l.justificativa}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="Origem">
            {l.movimentoId ? `Movimento de estoque nº ${l.movimentoId}` : 'Lançamento manual'}
          </Descriptions.Item>
          <Descriptions.Item label="Registrado por">
            {l.usuario ?? '—'} em {formatarDataHora(l.registradoEm)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
