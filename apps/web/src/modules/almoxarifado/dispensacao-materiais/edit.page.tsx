import { ALM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { itensDoEstorno, ModalMotivo, TabelaItensMovimento, TagSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarData } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { dispensacaoApi, imprimirRecibo } from './dispensacao.api';

const LISTA = '/almoxarifado/dispensacao-materiais/index';

/**
 * almoxarifado/dispensacao-materiais/edit/{id} (spec 000 §2.3): the dispensing with the lots it took; the
 * observation may be corrected, the receipt reprinted, and the whole of it reversed with a reason.
 */
export default function DispensacaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lista = (useLocation().state as { lista?: string } | null)?.lista ?? LISTA;
  const pode = { estornar: usePermission(ALM.estornoDispensacao), editar: usePermission(ALM.dispensacaoEditar) };
  const [motivo, setMotivo] = useState<string | null>(null);
  const [observacao, setObservacao] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', 'dispensacao-materiais', id], queryFn: () => dispensacaoApi.ler(id) });
  const d = q.data?.model;
  const ativa = d?.situacao === 1;
  const executar = async (acao: () => Promise<unknown>, mensagem: string) => {
    try {
      await acao();
      feedback.notification.success({ title: 'Sucesso', description: mensagem });
      setMotivo(null);
      setObservacao(null);
      await q.refetch();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de materiais"
        subTitle={d ? `Estoque: ${d.centroCusto}` : undefined}
        extra={
          <Space>
            {ativa && <Button onClick={() => void imprimirRecibo(id, true)}>Reimprimir comprovante</Button>}
            {d && pode.editar && <Button onClick={() => setObservacao(d.observacao ?? '')}>Editar observação</Button>}
            {ativa && pode.estornar && (
              <Button danger onClick={() => setMotivo('')}>
                Estornar
              </Button>
            )}
            <Button onClick={() => navigate(lista)}>Voltar</Button>
          </Space>
        }
      />
      {d && <CabecalhoPaciente paciente={d.paciente} />}
      <Card loading={q.isLoading}>
        {d && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Data">{formatarData(d.data)}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoDocumento situacao={d.situacao} />
              </Descriptions.Item>
              <Descriptions.Item label="Registrada por">{d.registradoPor ?? '—'}</Descriptions.Item>
              {itensDoEstorno(d)}
            </Descriptions>
            <TabelaItensMovimento itens={d.itens} valor={{ titulo: 'Custo unitário', campo: 'custoUnitario' }} />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="estorno"
        titulo="Estornar dispensação"
        texto="Cada quantidade volta ao lote de onde saiu. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void executar(() => dispensacaoApi.estornar(id, motivo ?? ''), 'Dispensação estornada.')}
      />
      <Modal
        open={observacao !== null}
        title="Editar observação"
        okText="Salvar"
        cancelText="Cancelar"
        onOk={() => void executar(() => dispensacaoApi.editar(id, observacao || null), 'Registro salvo com sucesso!')}
        onCancel={() => setObservacao(null)}
      >
        <Input.TextArea
          aria-label="Observação"
          maxLength={500}
          value={observacao ?? ''}
          onChange={(ev) => setObservacao(ev.target.value)}
        />
      </Modal>
    </div>
  );
}
