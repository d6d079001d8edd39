import { CheckOutlined, UserAddOutlined } from '@ant-design/icons';
import { AMB, STATUS_AGENDAMENTO, type StatusAgendamento, StatusAgendamentoNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarHora } from '../../../lib/dates';
import { ChegadaModal, nomeDoAgendado } from './chegada.modal';
import { type AgendamentoDoDia, recepcaoAmbulatorioApi } from './recepcao.api';

const COR_STATUS: Record<number, string> = {
  [STATUS_AGENDAMENTO.AGENDADO]: 'default',
  [STATUS_AGENDAMENTO.CONFIRMADO]: 'processing',
  [STATUS_AGENDAMENTO.REALIZADO]: 'success',
  [STATUS_AGENDAMENTO.FALTOU]: 'error',
};

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * ambulatorio/recepcao (issue 17; spec 000 §2.3): today's appointments of the user's unit in time order, "Chegou"
 * for who is at the desk (the patient enters the nursing queue for the pre-consultation) and, when the settings
 * allow, "Demanda espontânea" for a walk-in.
 */
export default function RecepcaoAmbulatorioPage() {
  const navigate = useNavigate();
  const podeReceber = usePermission(AMB.recepcaoCadastrar);
  const [chegando, setChegando] = useState<AgendamentoDoDia | null>(null);
  const [busca, setBusca] = useState('');
  const hoje = useQuery({ queryKey: ['ambulatorio', 'recepcao'], queryFn: ({ signal }) => recepcaoAmbulatorioApi.hoje(signal) });
  const dados = hoje.data?.data;
  const termo = semAcento(busca.trim());
  const linhas = (dados?.model.agendamentos ?? []).filter(
    (a) => !termo || semAcento(`${a.pacienteNome} ${a.pacienteNomeSocial ?? ''}`).includes(termo),
  );

  const colunas: TableColumnsType<AgendamentoDoDia> = [
    { title: 'Horário', key: 'hora', width: 76, render: (_, a) => a.hora.slice(0, 5) },
    {
      title: 'Paciente',
      key: 'paciente',
      render: (_, a) => (
        <Typography.Text strong title={a.pacienteNomeSocial ? `Nome civil: ${a.pacienteNome}` : undefined}>
          {nomeDoAgendado(a)}
        </Typography.Text>
      ),
    },
    { title: 'Especialidade', key: 'especialidade', width: 170, render: (_, a) => a.especialidadeNome ?? '' },
    { title: 'Profissional', key: 'profissional', width: 210, render: (_, a) => a.recursoNome },
    {
      title: 'Situação',
      key: 'status',
      width: 150,
      render: (_, a) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={COR_STATUS[a.status]}>{StatusAgendamentoNome[a.status as StatusAgendamento] ?? ''}</Tag>
          </span>
          {a.chegadaEm && <Typography.Text type="secondary">Chegou às {formatarHora(a.chegadaEm)}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 130,
      fixed: 'right',
      render: (_, a) =>
        podeReceber &&
        a.status === STATUS_AGENDAMENTO.AGENDADO && (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            aria-label={`Chegou ${nomeDoAgendado(a)}`}
            onClick={() => setChegando(a)}
          >
            Chegou
          </Button>
        ),
    },
  ];

  return (
    <div className="sm-page">
      <PageHeader
        title="Recepção do ambulatório"
        subTitle={dados ? `${dados.model.unidadeNome} — agendamentos de ${formatarData(dados.model.data)}` : undefined}
        extra={
          podeReceber &&
          dados?.form.permitirDemandaEspontanea && (
            <Button icon={<UserAddOutlined />} onClick={() => navigate('/ambulatorio/recepcao/create')}>
              Demanda espontânea
            </Button>
          )
        }
      />
      {hoje.isError && (
        <Alert type="error" showIcon title="Não foi possível carregar os agendamentos de hoje." style={{ marginBottom: 16 }} />
      )}
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Buscar paciente"
          placeholder="Nome do paciente"
          allowClear
          style={{ width: 280 }}
          onChange={(e) => setBusca(e.target.value)}
        />
      </Flex>
      <Table<AgendamentoDoDia>
        size="small"
        rowKey="id"
        loading={hoje.isLoading}
        dataSource={linhas}
        columns={colunas}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 900 }}
        locale={{ emptyText: busca ? 'Nenhum agendamento encontrado com esse nome.' : 'Nenhum agendamento para hoje nesta unidade.' }}
      />
      {chegando && dados && (
        <ChegadaModal
          agendamento={chegando}
          opcoes={dados.form}
          aoFechar={() => setChegando(null)}
          aoReceber={() => {
            setChegando(null);
            void hoje.refetch();
          }}
        />
      )}
    </div>
  );
}
