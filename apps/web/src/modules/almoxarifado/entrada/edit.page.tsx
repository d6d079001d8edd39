import { ALM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { itensDoEstorno, ModalMotivo, reais, TabelaItensMovimento, TagSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { almoxarifadoApi, caminhoEntrada } from '../movimentacao.api';

/** almoxarifado/entrada/edit/{id} (and entrada-inicial): the entry with its lines, and its reversal with a reason. */
export function EntradaEdit({ inicial }: { inicial: boolean }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const podeEstornar = usePermission(ALM.estornoEntrada);
  const [motivo, setMotivo] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', caminhoEntrada(inicial), id], queryFn: () => almoxarifadoApi.entrada(inicial, id) });
  const e = q.data?.model;
  const estornar = async () => {
    try {
      await almoxarifadoApi.estornarEntrada(inicial, id, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Entrada estornada.' });
      setMotivo(null);
      await q.refetch();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={inicial ? 'Entrada inicial' : 'Entrada por nota fiscal'}
        subTitle={e ? `Estoque: ${e.centroCusto}` : undefined}
        extra={
          <Space>
            {e && e.situacao === 1 && podeEstornar && (
              <Button danger onClick={() => setMotivo('')}>
                Estornar
              </Button>
            )}
            <Button onClick={() => navigate(`/almoxarifado/${caminhoEntrada(inicial)}/index`)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {e && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              {!inicial && <Descriptions.Item label="Fornecedor">{e.fornecedor}</Descriptions.Item>}
              {!inicial && <Descriptions.Item label="Nota">{[e.numeroNota, e.serie].filter(Boolean).join(' / ')}</Descriptions.Item>}
              {!inicial && <Descriptions.Item label="Emissão">{formatarData(e.dataEmissao)}</Descriptions.Item>}
              <Descriptions.Item label="Data de entrada">{formatarData(e.dataEntrada)}</Descriptions.Item>
              <Descriptions.Item label="Valor total">{reais(e.valorTotal)}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoDocumento situacao={e.situacao} />
              </Descriptions.Item>
              {itensDoEstorno(e)}
            </Descriptions>
            <TabelaItensMovimento
              itens={e.itens}
              extras={[{ title: 'Fabricante', dataIndex: 'fabricante', width: 200 }]}
              valor={{ titulo: 'Valor unitário', campo: 'valorUnitario' }}
            />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="estorno"
        titulo="Estornar entrada"
        texto="O estoque de cada lote volta ao que era antes desta entrada. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void estornar()}
      />
    </div>
  );
}

export default function EntradaEditPage() {
  return <EntradaEdit inicial={false} />;
}
