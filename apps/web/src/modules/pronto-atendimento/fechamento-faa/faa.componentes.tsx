import { Space, Table, Tag, Typography } from 'antd';
import { formatarDataHora } from '../../../lib/dates';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import type { PacienteDaFaa, Pendencia, ProcedimentoFaa } from './faa.api';

/** '202601' → '01/2026' (the billing month as BPA screens show it). */
export const formatarCompetencia = (c: string) => (/^\d{6}$/.test(c) ? `${c.slice(4)}/${c.slice(0, 4)}` : c);

export const nomeDoPaciente = (p: Pick<PacienteDaFaa, 'pacienteNome' | 'desconhecido'>) =>
  p.desconhecido ? PACIENTE_NAO_IDENTIFICADO : p.pacienteNome;

/** What keeps an FAA from closing, one tag each; none is "Pronta para fechar". */
export function PendenciasTags({ pendencias }: { pendencias: Pendencia[] }) {
  if (!pendencias.length) return <Tag color="green">Pronta para fechar</Tag>;
  return (
    <Space size={[0, 4]} wrap>
      {pendencias.map((p) => (
        <Tag key={p.codigo} color="orange">
          {p.nome}
        </Tag>
      ))}
    </Space>
  );
}

/** The procedures an FAA bills (or will bill), with who performed them, the CID and the month. */
export function ProcedimentosTabela({ procedimentos }: { procedimentos: ProcedimentoFaa[] }) {
  return (
    <Table<ProcedimentoFaa>
      size="small"
      pagination={false}
      rowKey={(p) => `${p.procedimentoCodigo}-${p.usuarioId ?? ''}-${p.realizadoEm}`}
      dataSource={procedimentos}
      locale={{ emptyText: 'Nenhum procedimento a faturar' }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: 'Procedimento',
          key: 'procedimento',
          render: (_: unknown, p) => (
            <>
              <Typography.Text code>{p.procedimentoCodigo}</Typography.Text> {p.procedimentoNome}
            </>
          ),
        },
        { title: 'Qtd.', dataIndex: 'quantidade', align: 'right', width: 60 },
        {
          title: 'Profissional',
          key: 'profissional',
          render: (_: unknown, p) =>
            p.profissionalNome ? `${p.profissionalNome}${p.ocupacaoCodigo ? ` (CBO ${p.ocupacaoCodigo})` : ''}` : '—',
        },
        { title: 'CID', dataIndex: 'cidCodigo', width: 70, render: (v: string | null) => v ?? '—' },
        { title: 'Realizado em', dataIndex: 'realizadoEm', width: 140, render: (v: string) => formatarDataHora(v) },
        { title: 'Competência', dataIndex: 'competencia', width: 110, render: (v: string) => formatarCompetencia(v) },
      ]}
    />
  );
}
