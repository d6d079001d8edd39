import { calcularImc, classificarImc, LIMITES_SINAIS, triagemSchema } from '@saude/shared';
import { Col, Form, type FormInstance, type FormRule, InputNumber, Row, Select, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { regraZod } from '../../lib/regra-zod';

type Sinal = keyof typeof LIMITES_SINAIS;
type Regra = (campo: string) => FormRule[];

/** Stand-ins for the required fields, so the blood pressure rule can speak while they are still empty. */
const SUBSTITUTOS = { filaId: 1, queixa: '-', classificacaoRiscoId: 1 };
export const regraTriagem = (campo: string) => [regraZod(triagemSchema, campo, SUBSTITUTOS)];

const imcFormatado = (imc: number) => imc.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Campo({
  nome,
  rotulo,
  unidade,
  decimal,
  dependencias,
  regra,
}: {
  nome: Sinal;
  rotulo: string;
  unidade: string;
  decimal?: boolean;
  dependencias?: Sinal[];
  regra: Regra;
}) {
  const l = LIMITES_SINAIS[nome];
  const faixa = `${String(l.min).replace('.', ',')} a ${l.max}`;
  return (
    <Form.Item name={nome} label={rotulo} rules={regra(nome)} dependencies={dependencias}>
      <InputNumber
        style={{ width: '100%' }}
        precision={decimal ? 1 : 0}
        step={decimal ? 0.1 : 1}
        decimalSeparator=","
        suffix={unidade}
        placeholder={faixa}
        // no min/max here: an out-of-range value stays as typed and the shared rule says what the limit is
      />
    </Form.Item>
  );
}

const coluna = (span: number, conteudo: ReactNode) => (
  <Col xs={24} sm={12} md={span}>
    {conteudo}
  </Col>
);

/**
 * Vital signs with the shared limits and pt-BR units; the BMI follows weight and height as they are typed.
 * `regra` gives the rules of the form's own schema (the triage's by default); without `antropometria` the
 * weight, height and BMI are left out (the serial notes of the observation).
 */
export function SinaisVitais({
  form,
  regra = regraTriagem,
  antropometria = true,
  glasgow = true,
}: {
  form: FormInstance;
  regra?: Regra;
  antropometria?: boolean;
  /** The Glasgow scale (emergency care; an outpatient pre-consultation has no use for it). */
  glasgow?: boolean;
}) {
  const peso = Form.useWatch('peso', form);
  const altura = Form.useWatch('altura', form);
  const imc = peso != null && altura != null ? calcularImc(Number(peso), Number(altura)) : null;
  return (
    <Row gutter={16}>
      {coluna(6, <Campo regra={regra} nome="paSistolica" rotulo="PA sistólica" unidade="mmHg" dependencias={['paDiastolica']} />)}
      {coluna(6, <Campo regra={regra} nome="paDiastolica" rotulo="PA diastólica" unidade="mmHg" dependencias={['paSistolica']} />)}
      {coluna(6, <Campo regra={regra} nome="frequenciaCardiaca" rotulo="Frequência cardíaca" unidade="bpm" />)}
      {coluna(6, <Campo regra={regra} nome="frequenciaRespiratoria" rotulo="Frequência respiratória" unidade="irpm" />)}
      {coluna(6, <Campo regra={regra} nome="temperatura" rotulo="Temperatura" unidade="°C" decimal />)}
      {coluna(6, <Campo regra={regra} nome="saturacao" rotulo="Saturação de O₂" unidade="%" />)}
      {coluna(6, <Campo regra={regra} nome="glicemia" rotulo="Glicemia capilar" unidade="mg/dL" />)}
      {glasgow &&
        coluna(
          6,
          <Form.Item name="glasgow" label="Escala de Glasgow" rules={regra('glasgow')}>
            <Select
              allowClear
              placeholder="Não avaliada"
              options={Array.from({ length: 13 }, (_, i) => ({ value: 15 - i, label: String(15 - i) }))}
            />
          </Form.Item>,
        )}
      {antropometria && coluna(6, <Campo regra={regra} nome="peso" rotulo="Peso" unidade="kg" decimal />)}
      {antropometria && coluna(6, <Campo regra={regra} nome="altura" rotulo="Altura" unidade="cm" />)}
      {antropometria &&
        coluna(
          6,
          <Statistic
            title="IMC"
            value={imc == null ? '—' : imcFormatado(imc)}
            suffix={imc == null ? undefined : <span style={{ fontSize: 13 }}>kg/m² · {classificarImc(imc)}</span>}
            styles={{ content: { fontSize: 20 } }}
            aria-live="polite"
          />,
        )}
      {coluna(
        6,
        <Form.Item name="dor" label="Escala de dor (0 a 10)" rules={regra('dor')}>
          <Select
            allowClear
            placeholder="Não avaliada"
            options={Array.from({ length: 11 }, (_, i) => ({
              value: i,
              label: i === 0 ? '0 — sem dor' : i === 10 ? '10 — pior dor possível' : String(i),
            }))}
          />
        </Form.Item>,
      )}
    </Row>
  );
}
