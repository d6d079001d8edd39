import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { IMG, NOME_SITUACAO_EXAME_IMAGEM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { DateInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type LinhaWorklist, laudoImagemApi } from '../lancamento/laudo.api';

const COR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'cyan', 4: 'purple', 6: 'orange' };

/**
 * exame-imagem/exame-agendado-realizado (spec 000 §2.3, issue 22): the worklist of a day per equipment — the
 * emergency requests not yet received first ("Urgência (PA)"), then the scheduled exams by slot — and the
 * registration of the selected ones as done, or of the patients' absence.
 */
export default function ExameAgendadoRealizadoImagemPage() {
  const podeRegistrar = usePermission(IMG.realizadoCadastrar);
  const [data, setData] = useState(hoje());
  const [equipamentoId, setEquipamentoId] = useState<number | undefined>();
  const [selecionados, setSelecionados] = useState<string[]>([]);
  const q = useQuery({ queryKey: ['img-worklist', data, equipamentoId], queryFn: () => laudoImagemApi.worklist({ data, equipamentoId }) });
  const linhas = q.data?.linhas ?? [];
  const escolhidas = linhas.filter((l) => selecionados.includes(l.chave));
  const registrar = async (acao: 'realizado' | 'falta') => {
    try {
      const r = await laudoImagemApi.registrar({
        acao,
        equipamentoId: equipamentoId ?? null,
        itens: escolhidas.map((l) => ({ tipo: l.tipo, id: l.id, origem: l.tipo === 'urgencia' ? l.origem : null })),
      });
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setSelecionados([]);
      await q.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader title="Exames agendados e realizados" />
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>Data</Typography.Text>
        <div style={{ width: 140 }}>
          <DateInput aria-label="Data" value={data} onChange={(v) => v && setData(v)} />
        </div>
        <Select
          aria-label="Equipamento"
          placeholder="Todos os equipamentos"
          allowClear
          style={{ width: 260 }}
          value={equipamentoId}
          options={(q.data?.equipamentos ?? []).map((e) => ({ value: e.id, label: e.nome }))}
          onChange={(v) => setEquipamentoId(v)}
        />
        {podeRegistrar && (
          <>
            <Button type="primary" icon={<CheckOutlined />} disabled={!escolhidas.length} onClick={() => registrar('realizado')}>
              Registrar realizados ({escolhidas.length})
            </Button>
            <Button
              icon={<StopOutlined />}
              disabled={!escolhidas.length || escolhidas.some((l) => l.tipo === 'urgencia')}
              onClick={() => registrar('falta')}
            >
              Registrar falta
            </Button>
          </>
        )}
      </Space>
      <Table<LinhaWorklist>
        rowKey="chave"
        size="small"
        loading={q.isFetching}
        dataSource={linhas}
        pagination={false}
        scroll={{ y: 480 }}
        rowSelection={
          podeRegistrar
            ? {
                selectedRowKeys: selecionados,
                onChange: (k) => setSelecionados(k as string[]),
                getCheckboxProps: (l) => ({ disabled: l.situacao !== 1 }),
              }
            : undefined
        }
        locale={{ emptyText: 'Nenhum exame para esta data.' }}
        columns={[
          {
            title: 'Horário',
            dataIndex: 'hora',
            width: 150,
            render: (v: string | null, l) =>
              l.tipo === 'urgencia' ? (
                <>
                  <Tag color="red">Urgência (PA)</Tag>
                  <div>{formatarData(l.solicitadoEm)}</div>
                </>
              ) : (
                v?.slice(0, 5)
              ),
          },
          { title: 'Nº', dataIndex: 'numero', width: 120 },
          { title: 'Paciente', dataIndex: 'paciente' },
          { title: 'Exame', dataIndex: 'exame' },
          { title: 'Equipamento', dataIndex: 'equipamento', width: 170 },
          { title: 'Solicitante', dataIndex: 'solicitante', width: 180 },
          {
            title: 'Situação',
            dataIndex: 'situacao',
            width: 200,
            render: (v: number, l) =>
              l.tipo === 'urgencia' ? (
                <Tag color="red">A receber</Tag>
              ) : (
                <>
                  <Tag color={COR[v]}>{NOME_SITUACAO_EXAME_IMAGEM[v]}</Tag>
                  {l.realizadoEm && <div>{formatarDataHora(l.realizadoEm)}</div>}
                </>
              ),
          },
        ]}
      />
    </div>
  );
}
