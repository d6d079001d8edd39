import { calcularImc, classificarImc, LIMITES_SINAIS, triagemSchema } from '@saude/shared';
import { Col, Form, type FormInstance, InputNumber, Row, Select, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { regraZod } from '../regra-zod';

type Sinal = keyof typeof LIMITES_SINAIS;

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
}: {
  nome: Sinal;
  rotulo: string;
  unidade: string;
  decimal?: boolean;
  dependencias?: Sinal[];
}) {
  const l = LIMITES_SINAIS[nome];
  const faixa = `${String(l.min).replace('.', ',')} a ${l.max}`;
  return (
    <Form.Item name={nome} label={rotulo} rules={regraTriagem(nome)} dependencies={dependencias}>
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

/** Vital signs with the shared limits and pt-BR units; the BMI follows weight and height as they are typed. */
export function SinaisVitais({ form }: { form: FormInstance }) {
  const peso = Form.useWatch('peso', form);
  const altura = Form.useWatch('altura', form);
  const imc = peso != null && altura != null ? calcularImc(Number(peso), Number(altura)) : null;
  return (
    <Row gutter={16}>
      {coluna(6, <Campo nome="paSistolica" rotulo="PA sistólica" unidade="mmHg" dependencias={['paDiastolica']} />)}
      {coluna(6, <Campo nome="paDiastolica" rotulo="PA diastólica" unidade="mmHg" dependencias={['paSistolica']} />)}
      {coluna(6, <Campo nome="frequenciaCardiaca" rotulo="Frequência cardíaca" unidade="bpm" />)}
      {coluna(6, <Campo nome="frequenciaRespiratoria" rotulo="Frequência respiratória" unidade="irpm" />)}
      {coluna(6, <Campo nome="temperatura" rotulo="Temperatura" unidade="°C" decimal />)}
      {coluna(6, <Campo nome="saturacao" rotulo="Saturação de O₂" unidade="%" />)}
      {coluna(6, <Campo nome="glicemia" rotulo="Glicemia capilar" unidade="mg/dL" />)}
      {coluna(
        6,
        <Form.Item name="glasgow" label="Escala de Glasgow" rules={regraTriagem('glasgow')}>
          <Select
            allowClear
            placeholder="Não avaliada"
            options={Array.from({ length: 13 }, (_, i) => ({ value: 15 - i, label: String(15 - i) }))}
          />
        </Form.Item>,
      )}
      {coluna(6, <Campo nome="peso" rotulo="Peso" unidade="kg" decimal />)}
      {coluna(6, <Campo nome="altura" rotulo="Altura" unidade="cm" />)}
      {coluna(
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
        <Form.Item name="dor" label="Escala de dor (0 a 10)" rules={regraTriagem('dor')}>
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
