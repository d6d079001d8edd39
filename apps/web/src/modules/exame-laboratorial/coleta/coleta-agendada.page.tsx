import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { LAB } from '@saude/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { DateInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { type AgendamentoDaColeta, type AmostraDaColeta, coletaApi, type TipoEtiqueta } from './coleta.api';
import { nomeComSocial, TagAmostra, TagExame } from './comum';

const SITUACOES = [
  { value: 1, label: 'Com amostra pendente' },
  { value: 2, label: 'Coleta concluída' },
  { value: 3, label: 'Com amostra não coletada' },
];
const numero = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * exame-laboratorial/coleta-agendada/create (spec 000 §2.3; issue 21): the day's scheduled collections of a unit
 * (by default the unit of the user's session, `atendimentoUnidade`), optionally of one collection agenda (`coleta`)
 * or one scheduling by its number (`atendimentoColeta`, as a reader scans it); each patient's samples and exams, and
 * the labels: per scheduling, per sample, or in batch for the selection.
 */
export default function ColetaAgendadaPage() {
  const [params, setParams] = useSearchParams();
  const podeLancar = usePermission(LAB.coletaLancar);
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [busca, setBusca] = useState(params.get('busca') ?? '');
  const filtro = {
    unidade: numero(params.get('unidade')),
    atendimentoUnidade: numero(params.get('atendimentoUnidade')),
    coleta: numero(params.get('coleta')),
    atendimentoColeta: numero(params.get('atendimentoColeta')),
    data: params.get('data') ?? hoje(),
    busca: params.get('busca') ?? undefined,
    situacao: numero(params.get('situacao')),
  };
  const lista = useQuery({
    queryKey: ['exame-laboratorial', 'coleta-agendada', filtro],
    queryFn: () => coletaApi.coletaAgendada(filtro),
    placeholderData: keepPreviousData,
  });
  const mudar = (mudancas: Record<string, string | number | undefined | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(mudancas)) {
      if (v == null || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p, { replace: true });
    setSelecionados([]);
  };
  const imprimir = (tipo: TipoEtiqueta, sel: { agendamentos?: number[]; amostras?: number[] }) =>
    coletaApi.imprimirEtiquetas(tipo, sel).catch(handleApiError);
  const d = lista.data;
  const itens = d?.itens ?? [];
  return (
    <div className="sm-page">
      <PageHeader
        title="Coletas agendadas"
        subTitle={d ? `${formatarData(d.filtro.data)} — ${itens.length} agendamento(s)` : undefined}
        extra={
          <Space wrap>
            <Button
              icon={<TagsOutlined />}
              disabled={!selecionados.length}
              onClick={() => imprimir('coleta', { agendamentos: selecionados })}
            >
              Etiquetas de coleta ({selecionados.length})
            </Button>
            <Button
              icon={<PrinterOutlined />}
              disabled={!selecionados.length}
              onClick={() => imprimir('amostra', { agendamentos: selecionados })}
            >
              Etiquetas de amostra
            </Button>
            <Button
              icon={<PrinterOutlined />}
              disabled={!selecionados.length}
              onClick={() => imprimir('lista', { agendamentos: selecionados })}
            >
              Lista de exames
            </Button>
          </Space>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Unidade de coleta"
          placeholder="Unidade de coleta"
          allowClear
          style={{ width: 280 }}
          value={d?.filtro.unidade ?? undefined}
          options={(d?.unidades ?? []).map((u) => ({ value: u.id, label: u.nome }))}
          onChange={(v) => mudar({ unidade: v, coleta: undefined, atendimentoColeta: undefined })}
        />
        <Select
          aria-label="Agenda de coleta"
          placeholder="Todas as agendas"
          allowClear
          style={{ width: 280 }}
          value={filtro.coleta}
          options={(d?.agendas ?? []).map((a) => ({ value: a.id, label: a.nome }))}
          onChange={(v) => mudar({ coleta: v, atendimentoColeta: undefined })}
        />
        <div style={{ width: 150 }}>
          <DateInput aria-label="Data" value={filtro.data} onChange={(v) => v && mudar({ data: v, atendimentoColeta: undefined })} />
        </div>
        <Select
          aria-label="Situação"
          placeholder="Situação"
          allowClear
          style={{ width: 220 }}
          value={filtro.situacao}
          options={SITUACOES}
          onChange={(v) => mudar({ situacao: v })}
        />
        <Input.Search
          aria-label="Buscar paciente ou número"
          placeholder="Paciente ou nº do agendamento"
          allowClear
          style={{ width: 280 }}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          // a barcode reader types the number and Enter: a number opens that scheduling whatever the day
          onSearch={(v) =>
            /^\d{5,}$/.test(v.trim())
              ? mudar({ atendimentoColeta: v.trim(), busca: undefined })
              : mudar({ busca: v, atendimentoColeta: undefined })
          }
        />
        {filtro.atendimentoColeta && (
          <Tag closable onClose={() => mudar({ atendimentoColeta: undefined })}>
            Agendamento nº {filtro.atendimentoColeta}
          </Tag>
        )}
      </Space>
      {lista.isError && <Alert type="error" showIcon message={(lista.error as Error).message} />}
      <Table<AgendamentoDaColeta>
        size="small"
        rowKey="id"
        loading={lista.isFetching}
        dataSource={itens}
        pagination={false}
        locale={{ emptyText: 'Nenhuma coleta agendada para o filtro informado.' }}
        rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k as number[]) }}
        expandable={{
          defaultExpandAllRows: !!filtro.atendimentoColeta,
          expandedRowRender: (a) => <Amostras agendamento={a} imprimir={imprimir} />,
        }}
        columns={[
          { title: 'Hora', dataIndex: 'hora', width: 70, render: (v: string) => v.slice(0, 5) },
          { title: 'Nº agendamento', dataIndex: 'numero', width: 130 },
          {
            title: 'Paciente',
            key: 'paciente',
            render: (_: unknown, a) => (
              <div>
                <Typography.Text strong>{nomeComSocial(a.pacienteNome, a.pacienteNomeSocial)}</Typography.Text>
                <div>
                  {a.idade && <Typography.Text type="secondary">{a.idade} </Typography.Text>}
                  {a.urgente && <Tag color="red">Urgente</Tag>}
                </div>
              </div>
            ),
          },
          {
            title: 'Exames',
            key: 'exames',
            render: (_: unknown, a) => a.amostras.flatMap((s) => s.exames.map((e) => e.sigla)).join(', '),
          },
          {
            title: 'Amostras',
            key: 'amostras',
            width: 200,
            render: (_: unknown, a) => (
              <Space size={2} wrap>
                {a.amostras.map((s) => (
                  <TagAmostra key={s.id} situacao={s.situacao} />
                ))}
              </Space>
            ),
          },
          { title: 'Laboratório', dataIndex: 'laboratorio', width: 170 },
          {
            title: 'Ações',
            key: 'acoes',
            width: 190,
            render: (_: unknown, a) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<TagsOutlined />}
                  aria-label={`Etiquetas de ${a.numero}`}
                  onClick={() => imprimir('coleta', { agendamentos: [a.id] })}
                >
                  Etiquetas
                </Button>
                {podeLancar && (
                  <Link to={`/exame-laboratorial/lancamento-coleta/create?numero=${a.numero}`}>
                    <Button size="small">Coletar</Button>
                  </Link>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

function Amostras({
  agendamento,
  imprimir,
}: {
  agendamento: AgendamentoDaColeta;
  imprimir: (tipo: TipoEtiqueta, sel: { amostras: number[] }) => unknown;
}) {
  return (
    <Card size="small" title={`Amostras — solicitante: ${agendamento.solicitante ?? 'não informado'}`}>
      <Table<AmostraDaColeta>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={agendamento.amostras}
        columns={[
          { title: 'Material', key: 'material', render: (_: unknown, s) => [s.material, s.recipiente].filter(Boolean).join(' — ') },
          {
            title: 'Exames',
            key: 'exames',
            render: (_: unknown, s) => (
              <Space size={2} wrap>
                {s.exames.map((e) => (
                  <span key={e.id}>
                    <Typography.Text strong>{e.sigla}</Typography.Text> {e.nome} <TagExame situacao={e.situacao} />
                  </span>
                ))}
              </Space>
            ),
          },
          { title: 'Situação', dataIndex: 'situacao', width: 120, render: (v: number) => <TagAmostra situacao={v} /> },
          {
            title: 'Coleta',
            key: 'coleta',
            width: 240,
            render: (_: unknown, s) =>
              s.situacao === 2 ? `${formatarDataHora(s.coletadaEm)} — ${s.coletadaPor ?? ''}` : s.situacao === 3 ? s.motivoNaoColeta : '',
          },
          {
            title: 'Etiqueta',
            key: 'etiqueta',
            width: 90,
            render: (_: unknown, s) => (
              <Button
                size="small"
                icon={<TagsOutlined />}
                aria-label={`Etiqueta da amostra ${s.id}`}
                onClick={() => imprimir('coleta', { amostras: [s.id] })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
