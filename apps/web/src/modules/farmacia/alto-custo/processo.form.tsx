import { MASCARAS, processoAltoCustoLmeSchema, validadeDoProcesso } from '@saude/shared';
import { Col, DatePicker, Form, type FormInstance, Input, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { InputMascarado } from '../../../components/fields/InputMascarado';
import { dayjs, formatarData, hoje } from '../../../lib/dates';
import { zodRule } from '../../../lib/zod-rule';
import { altoCustoApi, type Lme } from './alto-custo.api';

/** The LME as the form holds it (camelCase, as the API client sends it snake_cased). */
export type ValoresLme = Omit<Lme, 'medicamento' | 'procedimento' | 'cid'>;

type Item = { id: string | number; label: string };
const regra = (campo: keyof ValoresLme) => [zodRule(processoAltoCustoLmeSchema, campo)];

/** The LME's values and the labels of its pickers, from a model or a renewal's draft. */
export function valoresDaLme(l: Lme): { valores: ValoresLme; rotulos: Record<'medicamento' | 'procedimento' | 'cid', Item | null> } {
  const { medicamento, procedimento, cid, ...valores } = l;
  return {
    valores,
    rotulos: {
      medicamento: { id: l.medicamentoId, label: medicamento },
      procedimento: l.procedimentoCodigo && procedimento ? { id: l.procedimentoCodigo, label: procedimento } : null,
      cid: { id: l.cidCodigo, label: cid },
    },
  };
}

/** The first month of the LME: a month picker whose value is the month's first day ('YYYY-MM-01'). */
function MesInput({ value, onChange, id }: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  return (
    <DatePicker
      id={id}
      picker="month"
      format="MM/YYYY"
      aria-label="Início da validade"
      placeholder="MM/AAAA"
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-01') : null)}
    />
  );
}

/**
 * The fields of the LME (spec 000 §2.3 alto-custo-gerenciamento-processo): the medicine, its CEAF procedure
 * (suggested from the medicine), the CIDs that procedure allows, the doctor, the dates and the three months.
 */
export function CamposLme({
  form,
  rotulos,
  disabled,
}: {
  form: FormInstance<ValoresLme>;
  rotulos?: Record<'medicamento' | 'procedimento' | 'cid', Item | null>;
  disabled?: boolean;
}) {
  const [procedimento, setProcedimento] = useState<Item | null>(rotulos?.procedimento ?? null);
  const procedimentoCodigo = Form.useWatch('procedimentoCodigo', form) as string | null | undefined;
  const inicio = Form.useWatch('validadeInicio', form) as string | null | undefined;
  const validade = inicio && /^\d{4}-\d{2}-\d{2}$/.test(inicio) ? validadeDoProcesso(inicio) : null;

  // a new medicine: its CEAF procedure suggested, the CID chosen again
  const escolherMedicamento = async (medicamentoId: number | null) => {
    form.setFieldsValue({ procedimentoCodigo: null as never, cidCodigo: null as never });
    setProcedimento(null);
    if (!medicamentoId) return;
    const { data } = await altoCustoApi.procedimentosDoMedicamento(medicamentoId);
    if (data[0]) {
      setProcedimento(data[0]);
      form.setFieldsValue({ procedimentoCodigo: data[0].id });
    }
  };

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} lg={9}>
          <Form.Item name="medicamentoId" label="Medicamento" rules={regra('medicamentoId')}>
            <Autocomplete<Item>
              url={`${altoCustoApi.base}/medicamento/autocomplete`}
              label="Medicamento"
              optionLabel="label"
              disabled={disabled}
              itemInicial={rotulos?.medicamento}
              onChange={(v) => void escolherMedicamento(v == null ? null : Number(v))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="procedimentoCodigo" label="Procedimento CEAF (SIGTAP)" rules={regra('procedimentoCodigo')}>
            <Autocomplete<Item>
              url={`${altoCustoApi.base}/procedimento/autocomplete`}
              label="Procedimento CEAF (SIGTAP)"
              optionLabel="label"
              disabled={disabled}
              itemInicial={procedimento}
              onChange={(_, item) => {
                setProcedimento(item);
                form.setFieldsValue({ cidCodigo: null as never });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={7}>
          <Form.Item
            name="cidCodigo"
            label="CID"
            rules={regra('cidCodigo')}
            extra={procedimentoCodigo ? undefined : 'Escolha o procedimento antes.'}
          >
            <Autocomplete<Item>
              // the answers of another procedure are not this one's
              key={procedimentoCodigo ?? ''}
              url={`${altoCustoApi.base}/cid/autocomplete`}
              label="CID"
              optionLabel="label"
              disabled={disabled || !procedimentoCodigo}
              extraParams={{ procedimentoCodigo }}
              itemInicial={rotulos?.cid}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} lg={7}>
          <Form.Item name="medicoNome" label="Nome do médico" rules={regra('medicoNome')}>
            <Input maxLength={150} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={5}>
          <Form.Item name="medicoCns" label="CNS do médico" rules={regra('medicoCns')}>
            <InputMascarado mascara={MASCARAS.cns} maxLength={18} inputMode="numeric" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="medicoConselho" label="Conselho" tooltip="Conselho e número, como na LME: CRM 12345">
            <Input maxLength={30} placeholder="CRM 12345" disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="dataSolicitacao" label="Data da solicitação" rules={regra('dataSolicitacao')}>
            <DateInput aria-label="Data da solicitação" maxDate={hoje()} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item
            name="validadeInicio"
            label="Início da validade"
            rules={regra('validadeInicio')}
            extra={validade ? `Válido de ${formatarData(validade.inicio)} a ${formatarData(validade.fim)}` : undefined}
          >
            <MesInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {([1, 2, 3] as const).map((mes) => (
          <Col xs={8} lg={4} key={mes}>
            <Form.Item name={`quantidadeMes${mes}`} label={`Quantidade do ${mes}º mês`} rules={regra(`quantidadeMes${mes}`)}>
              <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} disabled={disabled} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} lg={4}>
          <Form.Item name="numeroLme" label="Número da LME">
            <Input maxLength={30} disabled={disabled} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item name="observacao" label="Observação">
            <Input maxLength={1000} disabled={disabled} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text type="secondary">
        A quantidade de cada mês é a autorizada na LME; ao autorizar o processo, as três competências abrem com essas quantidades.
      </Typography.Text>
    </>
  );
}
