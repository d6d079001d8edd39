import { type bloqueioAfetadosRespostaSchema, formatDataBr, type Resposta } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../lib/api';

type Afetados = Resposta<typeof bloqueioAfetadosRespostaSchema>;
type Item = Afetados['data'][number];

const fone = (n: string) =>
  n.length === 11
    ? `(${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`
    : n.length === 10
      ? `(${n.slice(0, 2)}) ${n.slice(2, 6)}-${n.slice(6)}`
      : n;

/**
 * The appointments a block of an agenda hits (issue 17), with the patients' phones for calling: each is
 * rescheduled to the next free slot of the same agenda or cancelled with a reason.
 */
export function AgendamentosAfetados({ jornadaId, dataInicio, dataFim }: { jornadaId?: number; dataInicio?: string; dataFim?: string }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const pronto = Boolean(jornadaId && dataInicio && dataFim);
  const chave = ['ambulatorio', 'bloqueio-afetados', jornadaId, dataInicio, dataFim];
  const { data, isFetching } = useQuery({
    queryKey: chave,
    enabled: pronto,
    queryFn: () =>
      api.get<Afetados>(`/api/ambulatorio/jornada-bloqueio/afetados?jornada_id=${jornadaId}&data_inicio=${dataInicio}&data_fim=${dataFim}`),
  });
  if (!pronto) return null;
  const atualizar = () => qc.invalidateQueries({ queryKey: chave });
  const reagendar = async (a: Item) => {
    const r = await api.put<{ data: Item }>(`/api/ambulatorio/jornada-bloqueio/reagendar/${a.id}`, {});
    message.success(`Reagendado para ${formatDataBr(r.data.data)} às ${r.data.hora.slice(0, 5)}.`);
    await atualizar();
  };
  const cancelar = async (a: Item) => {
    await api.put(`/api/ambulatorio/agendamento/cancel/${a.id}`, { motivo });
    message.success('Agendamento cancelado.');
    setMotivo('');
    await atualizar();
  };
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>Agendamentos no período ({data?.data.length ?? 0})</Typography.Title>
      <Table<Item>
        size="small"
        rowKey="id"
        loading={isFetching}
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={data?.data ?? []}
        locale={{ emptyText: 'Nenhum agendamento no período.' }}
        columns={[
          { title: 'Data', key: 'data', width: 110, render: (_, a) => `${formatDataBr(a.data)} ${a.hora.slice(0, 5)}` },
          { title: 'Paciente', dataIndex: 'pacienteNome', width: 240 },
          { title: 'Telefones', key: 'telefones', width: 200, render: (_, a) => a.telefones.map(fone).join(' · ') || '—' },
          { title: 'Nº', dataIndex: 'numero', width: 110 },
          {
            title: 'Ações',
            key: 'acoes',
            fixed: 'right',
            width: 210,
            render: (_, a) => (
              <Space>
                <Button size="small" onClick={() => reagendar(a)}>
                  Reagendar
                </Button>
                <Popconfirm
                  title="Motivo do cancelamento"
                  description={<Input aria-label="Motivo do cancelamento" value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
                  okButtonProps={{ disabled: !motivo.trim() }}
                  onConfirm={() => cancelar(a)}
                  okText="Cancelar agendamento"
                  cancelText="Voltar"
                >
                  <Button size="small" danger>
                    Cancelar
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
