import { ALM, SITUACAO_ITEM_REQUISICAO } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { TagSituacaoItem } from '../requisicao/requisicao.componentes';
import { pendenciaApi } from './pendencia.api';

/**
 * almoxarifado/requisicao-pendente-permissao/edit/{id} (spec 000 §2.3): a requested item of a material the sector may
 * not ask for. Approving grants the sector the material and puts the item back in its requisition; refusing needs a reason.
 */
export default function PendenciaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podeDecidir = usePermission(ALM.pendenciaAvaliar);
  const [motivo, setMotivo] = useState<string | null>(null);
  const chave = ['almoxarifado', 'pendencia', id];
  const q = useQuery({ queryKey: chave, queryFn: () => pendenciaApi.ler(id) });
  const p = q.data?.model;
  const pendente = p?.situacao === SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO && podeDecidir;
  const aprovar = () =>
    confirmDialog({
      content: `${p?.setor} passará a poder pedir ${p?.material}. Aprovar?`,
      onConfirm: async () => {
        cliente.setQueryData(chave, await pendenciaApi.aprovar(id));
        feedback.notification.success({ title: 'Sucesso', description: 'Permissão concedida: o item voltou à requisição.' });
      },
    });
  const recusar = async () => {
    try {
      cliente.setQueryData(chave, await pendenciaApi.recusar(id, motivo ?? ''));
      feedback.notification.success({ title: 'Sucesso', description: 'Item recusado.' });
      setMotivo(null);
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Pendência de permissão"
        extra={
          <Space>
            {pendente && (
              <>
                <Button type="primary" onClick={aprovar}>
                  Aprovar
                </Button>
                <Button danger onClick={() => setMotivo('')}>
                  Recusar
                </Button>
              </>
            )}
            <Button onClick={() => navigate('/almoxarifado/requisicao-pendente-permissao/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {p && (
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Requisição">
              nº {p.requisicaoId} de {formatarData(p.data)}
            </Descriptions.Item>
            <Descriptions.Item label="Setor">{p.setor}</Descriptions.Item>
            <Descriptions.Item label="Solicitante">{p.solicitante ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Material">
              {p.material} {p.codigo && `(código ${p.codigo})`}
            </Descriptions.Item>
            <Descriptions.Item label="Quantidade pedida">{p.quantidade}</Descriptions.Item>
            <Descriptions.Item label="Disponível neste almoxarifado">{p.disponivel}</Descriptions.Item>
            <Descriptions.Item label="Situação">
              <TagSituacaoItem situacao={p.situacao} />
            </Descriptions.Item>
            {p.avaliadoEm && (
              <Descriptions.Item label="Decidido">
                {formatarDataHora(p.avaliadoEm)} {p.avaliadoPor && `por ${p.avaliadoPor}`}
              </Descriptions.Item>
            )}
            {p.motivoRecusa && <Descriptions.Item label="Motivo da recusa">{p.motivoRecusa}</Descriptions.Item>}
          </Descriptions>
        )}
      </Card>
      <Modal
        open={motivo !== null}
        title="Recusar item"
        okText="Recusar"
        okButtonProps={{ danger: true, disabled: !motivo?.trim() }}
        cancelText="Voltar"
        onOk={() => void recusar()}
        onCancel={() => setMotivo(null)}
      >
        <p>O setor verá o motivo. Se nenhum item da requisição restar, ela é recusada.</p>
        <Input.TextArea aria-label="Motivo da recusa" maxLength={300} value={motivo ?? ''} onChange={(ev) => setMotivo(ev.target.value)} />
      </Modal>
    </div>
  );
}
