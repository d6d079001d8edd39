import { SetorTipo, SetorTipoNome } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Typography } from 'antd';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type EntradaFila, filaApi } from './fila.api';
import { nomeNaFila, PACIENTE_NAO_IDENTIFICADO } from './fila.formatos';

/** The queues a patient may be forwarded to: the care sectors of the same location (as the reception sends). */
const SETORES_DE_CUIDADO: readonly number[] = [SetorTipo.TRIAGEM, SetorTipo.CONSULTORIO, SetorTipo.ENFERMAGEM, SetorTipo.OBSERVACAO];

export const centrosDoLocalQuery = (infraestruturaId: number | undefined) => ({
  queryKey: ['cadastro', 'infraestrutura', infraestruturaId, 'centro-custo'],
  queryFn: () => filaApi.centrosDoLocal(infraestruturaId as number),
  enabled: infraestruturaId !== undefined,
  staleTime: 5 * 60_000,
});

/** Forward (spec 001 §4): the entry leaves this queue and a waiting entry opens in the chosen one. */
export function EncaminharModal({
  entrada,
  infraestruturaId,
  centroCustoId,
  aoFechar,
  aoSalvar,
}: {
  entrada: EntradaFila;
  infraestruturaId: number | undefined;
  centroCustoId: number;
  aoFechar: () => void;
  aoSalvar: () => void;
}) {
  const [form] = Form.useForm<{ centroCustoId: number }>();
  const centros = useQuery(centrosDoLocalQuery(infraestruturaId));
  const destinos = (centros.data?.data ?? []).filter((c) => c.id !== centroCustoId && SETORES_DE_CUIDADO.includes(c.setorTipoId));
  const encaminhar = useMutation({
    mutationFn: (destino: number) => filaApi.encaminhar(entrada.id, destino),
    onSuccess: () => {
      const nome = destinos.find((d) => d.id === form.getFieldValue('centroCustoId'))?.label;
      feedback.notification.success({
        title: 'Sucesso',
        description: nome ? `Paciente encaminhado para ${nome}.` : 'Paciente encaminhado.',
      });
      aoSalvar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  return (
    <Modal
      open
      title="Encaminhar"
      okText="Encaminhar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={aoFechar}
      confirmLoading={encaminhar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Paciente:{' '}
        <Typography.Text strong>{entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(entrada.paciente)}</Typography.Text>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => encaminhar.mutate(v.centroCustoId)} onValuesChange={clearErrorsOnChange(form)}>
        <Form.Item name="centroCustoId" label="Destino" rules={[{ required: true, message: 'O campo Destino é obrigatório.' }]}>
          <Select
            loading={centros.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={destinos.map((d) => ({ value: d.id, label: d.label, title: SetorTipoNome[d.setorTipoId] }))}
            notFoundContent={centros.isLoading ? 'Carregando…' : 'Nenhuma outra fila de atendimento neste local'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
