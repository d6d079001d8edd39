import {
  estoqueLimiteResource,
  type inicioAlmoxarifadoSchema,
  type Resposta,
  TIPO_ALERTA_ESTOQUE,
  TIPO_ALERTA_VALIDADE,
  TipoAlertaEstoqueNome,
  TipoAlertaValidadeNome,
} from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';

type Inicio = Resposta<typeof inicioAlmoxarifadoSchema>;
type Centro = Inicio['centros'][number];

const CARTOES: { tipo: string; chave: keyof Centro; rotulo: string; cor: string }[] = [
  { tipo: TIPO_ALERTA_ESTOQUE.MINIMO, chave: 'abaixoMinimo', rotulo: TipoAlertaEstoqueNome.minimo, cor: '#cf1322' },
  { tipo: TIPO_ALERTA_ESTOQUE.PONTO_PEDIDO, chave: 'pontoPedido', rotulo: TipoAlertaEstoqueNome['ponto-pedido'], cor: '#d46b08' },
  { tipo: TIPO_ALERTA_ESTOQUE.MAXIMO, chave: 'acimaMaximo', rotulo: TipoAlertaEstoqueNome.maximo, cor: '#0958d9' },
  { tipo: TIPO_ALERTA_VALIDADE.VENCENDO, chave: 'vencendo', rotulo: TipoAlertaValidadeNome.vencendo, cor: '#d46b08' },
  { tipo: TIPO_ALERTA_VALIDADE.VENCIDOS, chave: 'vencidos', rotulo: TipoAlertaValidadeNome.vencidos, cor: '#cf1322' },
];

/**
 * The warehouse's start page (`/almoxarifado`, issue 18): per stock of the user's placement, how many materials are
 * below the minimum, at the reorder point, above the maximum, and how many lots expire soon or expired with
 * balance. Each card opens its list.
 */
export default function InicioAlmoxarifadoPage() {
  const podeLimites = usePermission(estoqueLimiteResource.permissoes.visualizar);
  const q = useQuery({ queryKey: ['almoxarifado', 'inicio'], queryFn: () => api.get<Inicio>('/api/almoxarifado/inicio'), staleTime: 0 });
  return (
    <div className="sm-page">
      <PageHeader
        title="Painel do estoque"
        subTitle={
          q.data
            ? `Alertas de estoque mínimo, ponto de pedido e máximo, e lotes que vencem nos próximos ${q.data.diasAlertaVencimento} dias.`
            : undefined
        }
        extra={podeLimites && <Link to="/almoxarifado/estoque-limite/index">Limites de estoque</Link>}
      />
      {q.data && q.data.centros.length === 0 && (
        <Card>
          <Empty description="Nenhum estoque (almoxarifado ou farmácia) na sua lotação." />
        </Card>
      )}
      {q.data?.centros.map((c) => (
        <Card key={c.id} title={c.nome} size="small" style={{ marginBottom: 12 }} loading={q.isFetching && !q.data}>
          <Row gutter={[12, 12]}>
            {CARTOES.map((k) => (
              <Col key={k.tipo} xs={12} md={8} xl={24 / 5} style={{ flex: '1 1 0' }}>
                <Link to={`/almoxarifado/inicio/alerta?tipo=${k.tipo}&centro=${c.id}`} aria-label={`${k.rotulo} em ${c.nome}`}>
                  <Card size="small" hoverable>
                    <Statistic
                      title={k.rotulo}
                      value={c[k.chave] as number}
                      styles={{ content: { color: Number(c[k.chave]) ? k.cor : undefined } }}
                    />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}
