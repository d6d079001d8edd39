import { ALM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { itensDoEstorno, ModalMotivo, TabelaItensMovimento, TagSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { almoxarifadoApi } from '../movimentacao.api';

/** almoxarifado/saida/edit/{id}: the exit with the lots it took, and its reversal with a reason. */
export default function SaidaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const podeEstornar = usePermission(ALM.estornoSaida);
  const [motivo, setMotivo] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', 'saida', id], queryFn: () => almoxarifadoApi.saida(id) });
  const s = q.data?.model;
  const estornar = async () => {
    try {
      await almoxarifadoApi.estornarSaida(id, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Saída estornada.' });
      setMotivo(null);
      await q.refetch();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Saída"
        subTitle={s ? `Estoque: ${s.centroCusto}` : undefined}
        extra={
          <Space>
            {s && s.situacao === 1 && podeEstornar && (
              <Button danger onClick={() => setMotivo('')}>
                Estornar
              </Button>
            )}
            <Button onClick={() => navigate('/almoxarifado/saida/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {s && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Data">{formatarData(s.data)}</Descriptions.Item>
              <Descriptions.Item label="Destino">{s.destino}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoDocumento situacao={s.situacao} />
              </Descriptions.Item>
              {itensDoEstorno(s)}
            </Descriptions>
            <TabelaItensMovimento itens={s.itens} valor={{ titulo: 'Custo unitário', campo: 'custoUnitario' }} />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="estorno"
        titulo="Estornar saída"
        texto="Cada quantidade volta ao lote de onde saiu. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void estornar()}
      />
    </div>
  );
}
