import { ArrowLeftOutlined, LockOutlined, RollbackOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { jornadaBloqueioResource, podeAgendamento, type TipoVaga, TipoVagaNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { gerenciamentoApi, type LinhaDoDia } from '../gerenciamento-diario/gerenciamento-diario.api';
import { ContadoresDoDia, SituacaoDoDia } from '../gerenciamento-diario/situacao';
import { descricaoAgenda } from './agenda';
import { BloqueioModal } from './bloqueio.modal';

const nome = (l: LinhaDoDia) => l.pacienteNomeSocial || l.pacienteNome;

/**
 * ambulatorio/gerenciamento-medico/edit/{id} (spec 000 §2.3; issue 17): one day of one of the professional's
 * agendas — the patients with where each is, the no-show of his own patients registered or undone, and days of
 * the agenda blocked when the user may (jornada-bloqueio's permission). The day lives in the URL.
 */
export default function GerenciamentoMedicoDiaPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const [bloqueando, setBloqueando] = useState(false);
  const podeBloquear = usePermission(jornadaBloqueioResource.permissoes.cadastrar);
  const q = useQuery({
    queryKey: ['ambulatorio', 'gerenciamento-medico', id, data],
    queryFn: ({ signal }) => gerenciamentoApi.dia(id, data, signal),
  });
  const d = q.data?.data;
  const acao = async (fazer: () => Promise<{ message: string }>) => {
    try {
      message.success((await fazer()).message);
      await q.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  const mudarDia = (v: string | null) =>
    v &&
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('data', v);
        return n;
      },
      { replace: true },
    );

  return (
    <div className="sm-page">
      <PageHeader
        title={d ? `${d.agenda.especialidadeNome ?? 'Agenda'} — ${formatarData(d.dia.data)}` : 'Agenda do dia'}
        subTitle={d ? `${d.agenda.unidadeNome} · ${descricaoAgenda(d.agenda)}` : undefined}
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/ambulatorio/gerenciamento-medico/index')}>
              Voltar
            </Button>
            {podeBloquear && (
              <Button icon={<LockOutlined />} onClick={() => setBloqueando(true)}>
                Bloquear agenda
              </Button>
            )}
          </Space>
        }
      />
      {q.isError && <Alert type="error" showIcon title="Não foi possível carregar o dia desta agenda." style={{ marginBottom: 12 }} />}
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <div style={{ width: 150 }}>
          <DateInput aria-label="Data" value={data} onChange={mudarDia} />
        </div>
        {d?.dia.fechado ? (
          <Tag color="red">{d.dia.fechado}</Tag>
        ) : (
          d && <Typography.Text type="secondary">{d.dia.vagas} vagas no dia</Typography.Text>
        )}
      </Flex>
      <ContadoresDoDia contadores={d?.contadores} />
      <Table<LinhaDoDia>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        pagination={false}
        dataSource={d?.agendamentos ?? []}
        tableLayout="fixed"
        scroll={{ x: 900 }}
        locale={{ emptyText: 'Nenhum paciente agendado neste dia.' }}
        columns={[
          { title: 'Hora', key: 'hora', width: 70, render: (_, l) => l.hora.slice(0, 5) },
          { title: 'Paciente', key: 'paciente', render: (_, l) => <Typography.Text strong>{nome(l)}</Typography.Text> },
          { title: 'Vaga', key: 'vaga', width: 120, render: (_, l) => TipoVagaNome[l.tipoVaga as TipoVaga] },
          { title: 'Situação', key: 'situacao', width: 160, render: (_, l) => <SituacaoDoDia linha={l} /> },
          { title: 'Chegada', key: 'chegada', width: 80, render: (_, l) => (l.chegadaEm ? formatarHora(l.chegadaEm) : '—') },
          { title: 'Espera', key: 'espera', width: 80, render: (_, l) => (l.esperaMinutos === null ? '—' : `${l.esperaMinutos} min`) },
          {
            title: 'Ações',
            key: 'acoes',
            width: 100,
            fixed: 'right',
            align: 'center',
            render: (_, l) => (
              <Space size={0}>
                {podeAgendamento('faltou', l.status) && l.data <= hoje() && (
                  <Tooltip title="Faltou">
                    <Button
                      type="text"
                      icon={<UserDeleteOutlined />}
                      aria-label={`Faltou: ${nome(l)}`}
                      onClick={() => acao(() => gerenciamentoApi.faltouMinha(l.id))}
                    />
                  </Tooltip>
                )}
                {podeAgendamento('desfazerFalta', l.status) && (
                  <Tooltip title="Desfazer falta">
                    <Button
                      type="text"
                      icon={<RollbackOutlined />}
                      aria-label={`Desfazer falta: ${nome(l)}`}
                      onClick={() => acao(() => gerenciamentoApi.desfazerFaltaMinha(l.id))}
                    />
                  </Tooltip>
                )}
              </Space>
            ),
          },
        ]}
      />
      {bloqueando && (
        <BloqueioModal
          jornadaId={id}
          data={data}
          aoFechar={(bloqueou) => {
            setBloqueando(false);
            if (bloqueou) void q.refetch();
          }}
        />
      )}
    </div>
  );
}
