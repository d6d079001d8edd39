import { hojeIso, mensagens, type PacienteDaPrioridade, prioridadeLegalProblema } from '@saude/shared';
import { Form, Select } from 'antd';
import type { FormularioRecepcao } from './recepcao.api';

/**
 * The legal priority of the arrival (issue 16 item 6, as at the emergency reception): optional, checked against
 * the patient's sex and age as it is picked when the record is known; the server checks it again either way.
 */
export function CampoPrioridade({ opcoes, paciente }: { opcoes: FormularioRecepcao['prioridades']; paciente?: PacienteDaPrioridade }) {
  return (
    <Form.Item
      name="prioridadeId"
      label="Prioridade"
      rules={[
        {
          validator: async (_, id) => {
            const escolhida = opcoes.find((p) => p.id === id);
            const problema = escolhida && paciente ? prioridadeLegalProblema(escolhida, paciente, hojeIso()) : null;
            if (problema) throw new Error(problema);
          },
        },
      ]}
    >
      <Select allowClear placeholder="Sem prioridade" options={opcoes.map((o) => ({ value: o.id, label: o.nome }))} />
    </Form.Item>
  );
}

/** The queue the patient goes to (the unit's nursing by default, for the pre-consultation). */
export function CampoDestino({ destinos }: { destinos: FormularioRecepcao['destinos'] }) {
  return (
    <Form.Item
      name="destinoCentroCustoId"
      label="Encaminhar para"
      rules={[{ required: true, message: mensagens.obrigatorio('Encaminhar para') }]}
    >
      <Select options={destinos.map((d) => ({ value: d.id, label: d.nome }))} notFoundContent="Nenhuma fila do ambulatório nesta unidade" />
    </Form.Item>
  );
}
