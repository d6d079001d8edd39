import { mensagens } from '@saude/shared';
import { Col, Form, Row, Select } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { CampoDestino, CampoPrioridade } from './prioridade.campo';
import type { FormularioRecepcao } from './recepcao.api';

/** The values of a walk-in (demanda espontânea), with or without a kiosk ticket. */
export interface ValoresDemandaEspontanea {
  pacienteId?: number;
  especialidadeId?: number;
  profissionalId?: number;
  prioridadeId?: number;
  destinoCentroCustoId?: number;
  observacao?: string;
}

/** The patient of the arrival: searched by name, CPF, CNS or birth date; the first field of the desk. */
export function CampoPaciente() {
  return (
    <Form.Item
      name="pacienteId"
      label="Paciente"
      rules={[{ required: true, message: mensagens.obrigatorio('Paciente') }]}
      style={{ maxWidth: 720 }}
    >
      <Autocomplete<{ id: number; label: string }>
        autoFocus
        url="/api/cadastro/paciente/autocomplete"
        label="Paciente"
        placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
        optionLabel="label"
      />
    </Form.Item>
  );
}

/**
 * What a walk-in adds to the patient: specialty and professional (optional: the nurse's pre-consultation may
 * decide), the legal priority (checked by the server against the record), the queue and a note.
 */
export function CamposDemandaEspontanea({ opcoes }: { opcoes: FormularioRecepcao }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="especialidadeId" label="Especialidade">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="A definir"
            options={opcoes.especialidades.map((o) => ({ value: o.id, label: o.nome }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="profissionalId" label="Profissional">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="A definir"
            options={opcoes.profissionais.map((o) => ({ value: o.id, label: o.nome }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <CampoPrioridade opcoes={opcoes.prioridades} />
      </Col>
      <Col xs={24} md={8}>
        <CampoDestino destinos={opcoes.destinos} />
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="observacao" label="Observação">
          <TextArea max={500} rows={1} />
        </Form.Item>
      </Col>
    </Row>
  );
}
