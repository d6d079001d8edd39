import { mensagens } from '@saude/shared';
import { Form, Modal, Radio, Space } from 'antd';
import type { Opcao } from './fila.api';

/** Spec 000 §2.6: the queue has rooms and none is selected, so the call first asks which room to use. */
export function SalaModal({ salas, aoFechar, aoEscolher }: { salas: Opcao[]; aoFechar: () => void; aoEscolher: (salaId: number) => void }) {
  const [form] = Form.useForm<{ salaId: number }>();
  return (
    <Modal
      open
      title="Em qual sala o paciente será atendido?"
      okText="Chamar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => aoEscolher(v.salaId)}>
        <Form.Item name="salaId" label="Sala" rules={[{ required: true, message: mensagens.obrigatorio('Sala') }]}>
          <Radio.Group>
            <Space direction="vertical">
              {salas.map((s) => (
                <Radio key={s.id} value={s.id}>
                  {s.nome}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
