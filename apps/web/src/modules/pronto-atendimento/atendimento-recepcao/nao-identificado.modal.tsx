import { IDADE_MAXIMA_ANOS, pacienteSchema, SEXOS } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { TextArea } from '../../../components/fields/TextArea';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { regraZod } from '../../../lib/regra-zod';
import { type PacienteCriado, recepcaoApi } from './recepcao.api';

const regra = (campo: string) => [regraZod(pacienteSchema, campo)];

/**
 * Issue 6 step 1: a patient who cannot say who they are is registered on the spot as unknown (the
 * provisional record of cadastro/paciente, issue 4): estimated age and physical characteristics. The
 * record is regularised later (regularizacao-cadastro, or "Regularizar" on the patient's record).
 */
export function NaoIdentificadoModal({ aoFechar, aoCadastrar }: { aoFechar: () => void; aoCadastrar: (p: PacienteCriado) => void }) {
  const [form] = Form.useForm();
  const cadastrar = useMutation({
    mutationFn: recepcaoApi.cadastrarNaoIdentificado,
    onSuccess: aoCadastrar,
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Modal
      open
      title="Paciente não identificado"
      okText="Cadastrar e selecionar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={cadastrar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="O cadastro provisório recebe um nome gerado (DESCONHECIDO …). O paciente não é chamado pelo nome na fila e o cadastro deve ser regularizado quando for identificado."
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ provisorio: true }}
        onFinish={(v) =>
          cadastrar.mutate({
            idadeEstimada: v.idadeEstimada,
            sexoId: v.sexoId ?? null,
            caracteristicasFisicas: v.caracteristicasFisicas || null,
          })
        }
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Form.Item name="idadeEstimada" label="Idade estimada (anos)" required rules={regra('idadeEstimada')}>
          <InputNumber min={0} max={IDADE_MAXIMA_ANOS} precision={0} style={{ width: 160 }} autoFocus />
        </Form.Item>
        <Form.Item name="sexoId" label="Sexo" rules={regra('sexoId')}>
          <Select allowClear style={{ width: 240 }} options={SEXOS.map((s) => ({ value: s.id, label: s.nome }))} />
        </Form.Item>
        <Form.Item name="caracteristicasFisicas" label="Características físicas" rules={regra('caracteristicasFisicas')}>
          <TextArea max={1000} rows={3} placeholder="Ex.: homem, pardo, cabelos grisalhos, cicatriz no antebraço esquerdo, camisa azul" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
