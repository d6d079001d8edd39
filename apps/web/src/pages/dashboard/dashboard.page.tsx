import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Typography } from 'antd';
import { useNotificacoes } from '../../components/notificacoes/notificacoes.context';
import { dataPorExtenso } from '../../lib/dates';
import { useSessao } from '../../lib/session';
import { useDashboard } from './dashboard.api';
import { ModulosCard } from './modulos.card';
import { RecentesList } from './recentes.list';

export default function DashboardPage() {
  const sessao = useSessao();
  const query = useDashboard();
  const { abrirMensagem, abrirLista } = useNotificacoes();
  const primeiroNome = sessao?.usuario.cidadao.nome.split(' ')[0] ?? '';
  const dados = query.data;

  return (
    <div className="sm-page">
      <header style={{ marginBottom: 20 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Olá, {primeiroNome}
        </Typography.Title>
        <Typography.Text type="secondary">{dataPorExtenso()}</Typography.Text>
      </header>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Sua lotação" style={{ height: '100%' }}>
            {query.isLoading || !dados ? (
              <Skeleton active paragraph={{ rows: 4 }} title={false} />
            ) : (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'unidade', label: 'Unidade', children: dados.lotacao.unidadeNome },
                  { key: 'local', label: 'Local de atendimento', children: dados.lotacao.infraestruturaNome },
                  { key: 'ocupacao', label: 'Ocupação', children: dados.lotacao.ocupacaoNome ?? '—' },
                  { key: 'centro', label: 'Centro de custo', children: dados.lotacao.centroCustoNome },
                  { key: 'setor', label: 'Setor', children: dados.lotacao.setorNome },
                ]}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={
              <span>
                <BellOutlined /> Notificações recentes{' '}
                {!!dados?.notificacoes.naoLidas && <Badge count={dados.notificacoes.naoLidas} style={{ marginInlineStart: 6 }} />}
              </span>
            }
            extra={
              <Button type="link" onClick={abrirLista}>
                Ver todas
              </Button>
            }
            style={{ height: '100%' }}
          >
            {query.isLoading ? (
              <Skeleton active paragraph={{ rows: 4 }} title={false} />
            ) : !dados?.notificacoes.recentes.length ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma notificação por enquanto." />
            ) : (
              <RecentesList itens={dados.notificacoes.recentes} onAbrir={abrirMensagem} />
            )}
          </Card>
        </Col>
        <Col span={24}>{dados ? <ModulosCard modulos={dados.modulos} /> : <Card loading={query.isLoading} title="Módulos" />}</Col>
      </Row>
    </div>
  );
}
