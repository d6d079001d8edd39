import { mensagens } from '@saude/shared';
import { Form, Modal, Radio, type RadioGroupProps, Space } from 'antd';
import type { TelaESala } from './use-local-chamada';

type Opcao = { id: number; nome: string };

// Form.Item hands its value and onChange to this component: they go on to the radio group
const Opcoes = ({ lista, ...props }: { lista: Opcao[] } & RadioGroupProps) => (
  <Radio.Group {...props}>
    <Space direction="vertical">
      {lista.map((o) => (
        <Radio key={o.id} value={o.id}>
          {o.nome}
        </Radio>
      ))}
    </Space>
  </Radio.Group>
);

/**
 * Where this professional calls the patients (spec 000 §2.6, issue 16 item 3): the TV screen that shows the call
 * and the room the patient goes to, asked once and remembered for the queue. Only what has a choice is asked.
 */
export function LocalChamadaModal({
  telas,
  salas,
  inicial,
  chamando,
  aoFechar,
  aoEscolher,
}: {
  telas: Opcao[];
  salas: Opcao[];
  inicial: Partial<TelaESala>;
  /** Opened by a call: the button says so, and the call goes out on confirming. */
  chamando: boolean;
  aoFechar: () => void;
  aoEscolher: (local: TelaESala) => void;
}) {
  const [form] = Form.useForm<{ telaId?: number; salaId?: number }>();
  return (
    <Modal
      open
      title="Onde você chama os pacientes?"
      okText={chamando ? 'Chamar' : 'Salvar'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={inicial}
        onFinish={(v) =>
          aoEscolher({
            telaId: v.telaId ?? (telas.length === 1 ? (telas[0]?.id ?? null) : null),
            salaId: v.salaId ?? (salas.length === 1 ? (salas[0]?.id ?? null) : null),
          })
        }
      >
        {telas.length > 1 && (
          <Form.Item name="telaId" label="TV (tela do painel)" rules={[{ required: true, message: mensagens.obrigatorio('TV') }]}>
            <Opcoes lista={telas} />
          </Form.Item>
        )}
        {salas.length > 1 && (
          <Form.Item name="salaId" label="Sala" rules={[{ required: true, message: mensagens.obrigatorio('Sala') }]}>
            <Opcoes lista={salas} />
          </Form.Item>
        )}
        {telas.length <= 1 && salas.length <= 1 && <p>Esta fila não tem outras TVs ou salas para escolher.</p>}
      </Form>
    </Modal>
  );
}
