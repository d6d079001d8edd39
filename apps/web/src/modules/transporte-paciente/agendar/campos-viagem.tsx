import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Select } from 'antd';
import type { ReactNode } from 'react';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';
import { agendarApi, type FormAgendar } from './agendar.api';

export interface CamposDestinoProps {
  opcoes: FormAgendar;
  /** The booking needs it; a request may come without one. */
  destinoObrigatorio?: boolean;
  /** The day: the booking's travel date (from today on) or the request's desired date. */
  campoData: { name: string; label: string; obrigatorio?: boolean; minDate?: string; onChange?: () => void };
  /** What else depends on the destination (the booking's recurring trip). */
  onDestino?: () => void;
}

/**
 * The destination, its places of care, the day and the appointment time: the same on the booking and on the request
 * waiting for a seat (issue 23). Changing the destination clears the place, which belongs to the old one.
 */
export function CamposDestino({ opcoes, destinoObrigatorio, campoData, onDestino }: CamposDestinoProps) {
  const form = Form.useFormInstance();
  const destinoId = Form.useWatch('destinoId', form) as number | undefined;
  const locais = useQuery({
    queryKey: ['tp', 'locais', destinoId],
    queryFn: () => agendarApi.locais(destinoId as number),
    enabled: Boolean(destinoId),
  });
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name="destinoId"
          label="Destino"
          rules={destinoObrigatorio ? [{ required: true, message: 'O campo Destino é obrigatório.' }] : undefined}
        >
          <Select
            allowClear={!destinoObrigatorio}
            showSearch
            optionFilterProp="label"
            options={opcoes.destinos.map((d) => ({ value: d.id, label: `${d.nome} (${d.municipioNome})` }))}
            onChange={() => {
              form.setFieldsValue({ localId: undefined });
              onDestino?.();
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="localId" label="Local de atendimento">
          <Select allowClear loading={locais.isFetching} options={(locais.data?.data ?? []).map((l) => ({ value: l.id, label: l.nome }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item
          name={campoData.name}
          label={campoData.label}
          rules={campoData.obrigatorio ? [{ required: true, message: `O campo ${campoData.label} é obrigatório.` }] : undefined}
        >
          <DateInput minDate={campoData.minDate} onChange={campoData.onChange} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="horarioConsulta" label="Horário da consulta">
          <TimeInput />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * Why the patient travels, how (seated, wheelchair, stretcher: the places they take) and the regulation's number; `children`
 * go between the type and the number (the request's count of companions).
 */
export function CamposPassageiro({ opcoes, children }: { opcoes: FormAgendar; children?: ReactNode }) {
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="motivoId" label="Motivo da viagem">
          <Select allowClear showSearch optionFilterProp="label" options={opcoes.motivos.map((m) => ({ value: m.id, label: m.nome }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="tipoPassageiro" label="Tipo de passageiro">
          <Radio.Group optionType="button" options={opcoes.tiposPassageiro} />
        </Form.Item>
      </Col>
      {children}
      <Col xs={12} md={4}>
        <Form.Item name="regulacaoNumero" label="Nº da regulação">
          <Input maxLength={30} />
        </Form.Item>
      </Col>
    </>
  );
}

/** The free note of a booking or request. */
export function CampoObservacao() {
  return (
    <Form.Item name="observacao" label="Observação">
      <Input.TextArea rows={2} maxLength={1000} />
    </Form.Item>
  );
}
