import { EyeOutlined } from '@ant-design/icons';
import { diaDaSemana } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { type AgendasDoProfissional, gerenciamentoApi } from '../gerenciamento-diario/gerenciamento-diario.api';
import { DIAS_SEMANA, descricaoAgenda } from './agenda';

type Agenda = AgendasDoProfissional['agendas'][number];
type Dia = Agenda['dias'][number];

/**
 * ambulatorio/gerenciamento-medico (spec 000 §2.3: index; issue 17): the professional's own agendas and, for each,
 * the next days — slots, bookings, realised and absences, the closed days with the reason — each opening the day.
 */
export default function GerenciamentoMedicoPage() {
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['ambulatorio', 'gerenciamento-medico'], queryFn: ({ signal }) => gerenciamentoApi.agendas(signal) });
  const d = q.data?.data;
  const abrir = (agenda: Agenda, dia: Dia) => navigate(`/ambulatorio/gerenciamento-medico/edit/${agenda.id}?data=${dia.data}`);
  return (
    <div className="sm-page">
      <PageHeader
        title="Minhas agendas"
        subTitle={d ? `${d.profissionalNome} — próximos dias a partir de ${formatarData(d.hoje)}` : undefined}
      />
      {q.isError && <Alert type="error" showIcon title="Não foi possível carregar as suas agendas." />}
      {d && d.agendas.length === 0 && <Empty description="Você não tem agendas no ambulatório nos próximos dias." />}
      <Flex vertical gap={16}>
        {d?.agendas.map((a) => (
          <Card
            key={a.id}
            size="small"
            title={`${a.especialidadeNome ?? 'Sem especialidade'} — ${a.unidadeNome}`}
            extra={
              <Flex gap={8} align="center">
                <Typography.Text type="secondary">{descricaoAgenda(a)}</Typography.Text>
                <Tag>{a.situacaoNome}</Tag>
              </Flex>
            }
          >
            <Table<Dia>
              size="small"
              rowKey="data"
              pagination={false}
              dataSource={a.dias}
              tableLayout="fixed"
              scroll={{ x: 720 }}
              locale={{ emptyText: 'A agenda não atende nos próximos dias.' }}
              columns={[
                {
                  title: 'Dia',
                  key: 'data',
                  width: 130,
                  render: (_, dia) => `${DIAS_SEMANA[diaDaSemana(dia.data)]} ${formatarData(dia.data)}`,
                },
                { title: 'Vagas', dataIndex: 'vagas', width: 80 },
                { title: 'Agendados', dataIndex: 'agendados', width: 100 },
                { title: 'Realizados', dataIndex: 'realizados', width: 100 },
                { title: 'Faltas', dataIndex: 'faltas', width: 80 },
                {
                  title: 'Situação',
                  key: 'fechado',
                  render: (_, dia) => (dia.fechado ? <Tag color="red">{dia.fechado}</Tag> : <Tag color="green">Aberta</Tag>),
                },
                {
                  title: 'Ações',
                  key: 'acoes',
                  width: 90,
                  fixed: 'right',
                  render: (_, dia) => (
                    <Button
                      size="small"
                      icon={<EyeOutlined />}
                      aria-label={`Abrir ${formatarData(dia.data)}`}
                      onClick={() => abrir(a, dia)}
                    >
                      Abrir
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        ))}
      </Flex>
    </div>
  );
}
