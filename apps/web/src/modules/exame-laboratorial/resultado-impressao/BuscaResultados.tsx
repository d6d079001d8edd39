import { SITUACAO_RESULTADO_LAB, SITUACOES_EXAME_LAB } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { type ResultadoEmitido, resultadoApi } from '../lancamento-resultado/resultado.api';

type Tela = 'impressao-exame' | 'entrega-exame' | 'cancelamento-resultado';

const SITUACAO: Record<number, [string, string]> = {
  [SITUACAO_RESULTADO_LAB.lancado]: ['Lançado (não assinado)', 'blue'],
  [SITUACAO_RESULTADO_LAB.assinado]: ['Assinado', 'green'],
  [SITUACAO_RESULTADO_LAB.cancelado]: ['Cancelado', 'red'],
};

/**
 * The results of a scheduling (its number, read from the label or the slip) or of a patient, for the print, the
 * delivery and the cancellation screens: each with its situation, signer, last print and delivery. `selecionavel`
 * says which rows can be chosen on this screen.
 */
export function BuscaResultados({
  tela,
  selecionados,
  aoSelecionar,
  selecionavel,
  unico = false,
  acoes,
}: {
  tela: Tela;
  selecionados: number[];
  aoSelecionar: (ids: number[], linhas: ResultadoEmitido[]) => void;
  selecionavel: (r: ResultadoEmitido) => boolean;
  unico?: boolean;
  acoes?: (r: ResultadoEmitido) => ReactNode;
}) {
  const [numero, setNumero] = useState('');
  const [busca, setBusca] = useState<{ numero?: string; pacienteId?: number } | null>(null);
  const q = useQuery({
    queryKey: ['lab-resultados', tela, busca],
    queryFn: () => resultadoApi.resultados(tela, busca ?? {}),
    enabled: busca != null,
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          aria-label="Número do agendamento"
          placeholder="Nº do agendamento (leia a etiqueta)"
          style={{ width: 300 }}
          value={numero}
          onChange={(e) => setNumero(e.target.value)}
          onSearch={(v) => {
            const n = v.replace(/\D/g, '');
            if (n) {
              aoSelecionar([], []);
              setBusca({ numero: n });
            }
          }}
          enterButton="Buscar"
        />
        <div style={{ width: 380 }}>
          <Autocomplete
            url="/api/cadastro/paciente/autocomplete"
            label="Paciente"
            placeholder="ou pesquise o paciente"
            onChange={(v) => {
              aoSelecionar([], []);
              setBusca(v == null ? null : { pacienteId: Number(v) });
            }}
          />
        </div>
        {busca && (
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            Atualizar
          </Button>
        )}
      </Space>
      <Table<ResultadoEmitido>
        rowKey="id"
        size="small"
        loading={q.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        dataSource={q.data ?? []}
        locale={{ emptyText: busca ? 'Nenhum resultado encontrado.' : 'Busque pelo número do agendamento ou pelo paciente.' }}
        rowSelection={{
          type: unico ? 'radio' : 'checkbox',
          selectedRowKeys: selecionados,
          getCheckboxProps: (r) => ({ disabled: !selecionavel(r) }),
          onChange: (k, linhas) => aoSelecionar(k.map(Number), linhas),
        }}
        columns={[
          { title: 'Nº', dataIndex: 'numero', width: 120 },
          { title: 'Coleta', dataIndex: 'data', width: 100, render: (v: string) => formatarData(v) },
          { title: 'Paciente', dataIndex: 'paciente' },
          { title: 'Exame', dataIndex: 'exame' },
          {
            title: 'Situação',
            dataIndex: 'situacao',
            render: (s: number, r) => {
              const [nome, cor] = SITUACAO[s] ?? ['', 'default'];
              const exame = SITUACOES_EXAME_LAB.find((x) => x.value === r.situacaoExame)?.label;
              return (
                <Space size={2} wrap>
                  <Tag color={cor}>{nome}</Tag>
                  {r.entregueEm && <Tag color="purple">Entregue</Tag>}
                  {s !== SITUACAO_RESULTADO_LAB.cancelado && exame && !r.entregueEm && <Tag>{exame}</Tag>}
                </Space>
              );
            },
          },
          {
            title: 'Assinado',
            key: 'assinado',
            render: (_, r) => (r.assinadoEm ? `${r.assinadoPor ?? ''} — ${formatarDataHora(r.assinadoEm)}` : '—'),
          },
          { title: 'Última impressão', dataIndex: 'impressoEm', width: 140, render: (v: string | null) => (v ? formatarDataHora(v) : '—') },
          {
            title: 'Entrega / cancelamento',
            key: 'fim',
            render: (_, r) =>
              r.canceladoEm
                ? `Cancelado em ${formatarDataHora(r.canceladoEm)}: ${r.motivoCancelamento ?? ''}`
                : r.entregueEm
                  ? `${r.entreguePara ?? ''} — ${formatarDataHora(r.entregueEm)}`
                  : '—',
          },
          ...(acoes ? [{ title: 'Ações', key: 'acoes', width: 120, render: (_: unknown, r: ResultadoEmitido) => acoes(r) }] : []),
        ]}
      />
    </Space>
  );
}
