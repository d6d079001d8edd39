import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Progress, Row, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { aplicacaoCampanhaApi } from './campanha.api';

/**
 * imunizacao/aplicacao-campanha/index (spec 000 §2.3; issue 20): the campaigns in progress today, with today's doses in
 * the room and the coverage against the goal; choosing one opens the fast recording.
 */
export default function AplicacaoCampanhaIndexPage() {
  const navigate = useNavigate();
  const lista = useQuery({ queryKey: ['imunizacao', 'aplicacao-campanha'], queryFn: aplicacaoCampanhaApi.listar });
  const campanhas = lista.data?.data ?? [];
  return (
    <div className="sm-page">
      <PageHeader title="Aplicação em campanha" />
      {lista.isLoading ? (
        <Skeleton active />
      ) : campanhas.length === 0 ? (
        <Empty description="Nenhuma campanha em andamento hoje." />
      ) : (
        <Row gutter={[12, 12]}>
          {campanhas.map((c) => (
            <Col key={c.id} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={c.nome}
                extra={
                  <Button type="primary" onClick={() => navigate(`/imunizacao/aplicacao-campanha/create/${c.id}`)}>
                    Aplicar
                  </Button>
                }
              >
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  {formatarData(c.inicio)} a {formatarData(c.fim)} — público: {c.publico}
                </Typography.Paragraph>
                <Typography.Paragraph style={{ marginBottom: 4 }}>Hoje nesta sala: {c.aplicadasHojeNaSala} dose(s)</Typography.Paragraph>
                {c.meta ? (
                  <Progress
                    percent={Math.min(100, Math.round((c.aplicadasTotal / c.meta) * 100))}
                    format={() => `${c.aplicadasTotal} de ${c.meta}`}
                  />
                ) : (
                  <Typography.Text type="secondary">{c.aplicadasTotal} dose(s) na campanha</Typography.Text>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
