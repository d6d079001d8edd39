import { CLASSIFICACAO_GESTACAO_NOME, calcularPorDum, calcularPorUsg, classificarGestacao, hojeIso } from '@saude/shared';
import { Alert, Col, Form, type FormInstance, InputNumber, Row, Typography } from 'antd';
import type { RegrasDoFormulario } from '../../../components/clinico/regras';
import { DateInput } from '../../../components/fields/DateInput';
import { formatarData } from '../../../lib/dates';
import type { FormularioAtendimento } from './atendimento.api';

type Codigos = { cidCodigo?: string | null; ciapCodigo?: string | null }[];

/**
 * Pregnancy (spec 001 §3): the codes of the problems classify the attendance (Z34, Z35, O80, O82 …) and the
 * pregnancy is dated by the last menstrual period (Naegele) or an ultrasound; the gestational age and the probable
 * delivery date are computed as they are typed, by the same rules as /geral/gestacao/calculos.
 */
export function GestacaoSection({
  form,
  regras,
  emCurso,
}: {
  form: FormInstance;
  regras: RegrasDoFormulario;
  emCurso: FormularioAtendimento['gestacao'];
}) {
  const problemas = (Form.useWatch('problemas', form) ?? []) as Codigos;
  const dum = Form.useWatch('dum', form) as string | undefined;
  const usgData = Form.useWatch('usgData', form) as string | undefined;
  const usgSemanas = Form.useWatch('usgSemanas', form) as number | undefined;
  const usgDias = Form.useWatch('usgDias', form) as number | undefined;
  const classe = classificarGestacao(problemas.map((p) => ({ cid: p?.cidCodigo, ciap: p?.ciapCodigo })));
  const hoje = hojeIso();
  const calculo =
    usgData && usgSemanas != null ? calcularPorUsg(usgData, usgSemanas, usgDias ?? 0, hoje) : dum ? calcularPorDum(dum, hoje) : null;
  const r = (c: string) => regras.regra([c]);
  return (
    <section aria-label="Gestação">
      {emCurso && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Gestação em acompanhamento: ${emCurso.idadeGestacional} hoje (${emCurso.metodo}), DPP ${formatarData(emCurso.dpp)}.`}
        />
      )}
      <Typography.Paragraph>
        {classe ? (
          <>
            Classificação pelos códigos: <Typography.Text strong>{CLASSIFICACAO_GESTACAO_NOME[classe]}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">Nenhum código de gestação (Z34, Z35, O80, O82 …) entre os problemas.</Typography.Text>
        )}
      </Typography.Paragraph>
      <Row gutter={8}>
        <Col xs={12} lg={5}>
          <Form.Item name="dum" label="DUM (data da última menstruação)" rules={r('dum')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={12} lg={5}>
          <Form.Item name="usgData" label="Data da ultrassonografia" rules={r('usgData')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="usgSemanas" label="Semanas na USG" rules={r('usgSemanas')}>
            <InputNumber min={4} max={42} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={4}>
          <Form.Item name="usgDias" label="Dias na USG" rules={r('usgDias')}>
            <InputNumber min={0} max={6} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {calculo && typeof calculo !== 'string' && (
        <Alert
          type="success"
          showIcon
          title={`Idade gestacional: ${calculo.idadeGestacional} (${calculo.metodo}) · ${calculo.trimestre}º trimestre · DPP ${formatarData(calculo.dpp)}`}
        />
      )}
      {typeof calculo === 'string' && <Alert type="error" showIcon title={calculo} />}
    </section>
  );
}
