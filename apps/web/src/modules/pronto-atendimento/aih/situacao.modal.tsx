import { aihSituacaoSchema, LIMITES_AIH, StatusAih } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { type Aih, aihApi } from './aih.api';

const TITULO: Record<number, string> = {
  [StatusAih.AUTORIZADA]: 'Autorizar AIH',
  [StatusAih.NEGADA]: 'Negar solicitação de AIH',
  [StatusAih.CANCELADA]: 'Cancelar solicitação de AIH',
};
const regra = (campo: string) => [zodRule(aihSituacaoSchema, campo)];

/**
 * The regulation's answer (PUT situacao/{id}): the authorisation asks for the 13-digit AIH number and the
 * destination hospital; a denial or a cancellation asks for the reason.
 */
export function SituacaoModal({
  aih,
  status,
  aoFechar,
  aoSalvar,
}: {
  aih: Aih;
  status: number;
  aoFechar: () => void;
  aoSalvar: (a: Aih) => void;
}) {
  const [form] = Form.useForm();
  const salvar = useMutation({
    mutationFn: (v: Record<string, unknown>) => aihApi.situacao(aih.id, { ...v, status }),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoSalvar(r.model);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const autorizar = status === StatusAih.AUTORIZADA;
  return (
    <Modal
      open
      title={TITULO[status]}
      okText="Salvar"
      cancelText="Voltar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={salvar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Paciente: <Typography.Text strong>{aih.paciente}</Typography.Text> — {aih.procedimentoNome}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status }}
        onFinish={(v) => salvar.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Form.Item name="status" hidden>
          <input type="hidden" />
        </Form.Item>
        {autorizar && (
          <>
            <Form.Item name="numeroAih" label="Número da AIH" required rules={regra('numeroAih')}>
              <Input inputMode="numeric" maxLength={13} autoFocus style={{ maxWidth: 220 }} />
            </Form.Item>
            <Form.Item name="hospitalDestino" label="Hospital de destino" required rules={regra('hospitalDestino')}>
              <Input maxLength={LIMITES_AIH.hospitalDestino} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="observacaoRegulacao"
          label={autorizar ? 'Observação' : 'Motivo'}
          required={!autorizar}
          rules={regra('observacaoRegulacao')}
        >
          <TextArea max={LIMITES_AIH.observacaoRegulacao} rows={3} autoFocus={!autorizar} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
