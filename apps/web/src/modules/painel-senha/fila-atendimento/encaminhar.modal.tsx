import { MENSAGENS_FILA_SENHA } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Empty, Form, Modal, Radio, Space, Typography } from 'antd';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type Encaminhamento, type SenhaNaFila, senhaApi } from './senha.api';

/**
 * Forward (painel-senha/fila/encaminhar): the ticket keeps its code and waits in the destination queue of
 * one of the routes registered from this queue (painel-senha/encaminhamento); there is no free choice.
 */
export function EncaminharModal({
  senha,
  rotas,
  aoFechar,
  aoSalvar,
}: {
  senha: SenhaNaFila;
  rotas: Encaminhamento[];
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<{ encaminhamentoId: number }>();
  const encaminhar = useMutation({
    mutationFn: (id: number) => senhaApi.encaminhar(senha.id, id),
    onSuccess: (_, id) => {
      const rota = rotas.find((r) => r.id === id);
      feedback.notification.success({
        title: 'Sucesso',
        description: rota ? `Senha ${senha.codigo} encaminhada para ${rota.destino.nome}.` : `Senha ${senha.codigo} encaminhada.`,
      });
      aoSalvar();
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });

  return (
    <Modal
      open
      title="Encaminhar"
      okText="Encaminhar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: rotas.length === 0 }}
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={encaminhar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Senha: <Typography.Text strong>{senha.codigo}</Typography.Text>
      </Typography.Paragraph>
      {rotas.length === 0 ? (
        <Empty description="Nenhum encaminhamento cadastrado a partir desta fila." />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={rotas.length === 1 ? { encaminhamentoId: rotas[0]?.id } : undefined}
          onFinish={(v) => encaminhar.mutate(v.encaminhamentoId)}
          onValuesChange={clearErrorsOnChange(form)}
        >
          <Form.Item
            name="encaminhamentoId"
            label="Destino"
            rules={[{ required: true, message: MENSAGENS_FILA_SENHA.encaminhamentoObrigatorio }]}
          >
            <Radio.Group>
              <Space orientation="vertical">
                {rotas.map((r) => (
                  <Radio key={r.id} value={r.id}>
                    {r.nome} <Typography.Text type="secondary">({r.destino.nome})</Typography.Text>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
