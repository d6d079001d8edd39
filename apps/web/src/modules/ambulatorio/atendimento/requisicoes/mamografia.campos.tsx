import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BI_RADS,
  CARACTERISTICA_LESAO_MAMA,
  CIRURGIA_MAMA,
  DETECCAO_LESAO,
  EXAME_MAMA,
  EXAMINADA_ANTES,
  hojeIso,
  INDICACAO_MAMOGRAFIA,
  LADO_MAMA,
  MAMOGRAFIA_DIAGNOSTICA,
  MAMOGRAFIA_RASTREAMENTO,
  PROCEDIMENTO_HISTOPATOLOGICO_MAMA,
  QUADRANTE_MAMA,
} from '@saude/shared';
import { Button, Col, Form, InputNumber, Radio, Row, Select, Typography } from 'antd';
import {
  AchadosMamas,
  Ano,
  caminho,
  Data,
  Escolha,
  Lista,
  Marcar,
  opcoesDe,
  type PropsRequisicao,
  Secao,
  SimNaoNaoSabe,
  Tamanho,
  Varias,
} from './campos';

/** The surgeries of question 6: which, on which breast, the year (each surgery once per breast). */
function Cirurgias(p: PropsRequisicao) {
  const r = (i: number, c: string) => p.regras.regra(caminho(p.nome, 'cirurgias', i, c));
  return (
    <Form.List name={[p.nome, 'cirurgias']}>
      {(campos, { add, remove }) => (
        <>
          {campos.map((c, i) => (
            <Row key={c.key} gutter={8} align="top">
              <Col xs={24} md={10}>
                <Form.Item name={[c.name, 'tipo']} label={`Cirurgia ${i + 1}`} required rules={r(c.name, 'tipo')}>
                  <Select aria-label={`Cirurgia ${i + 1}`} options={opcoesDe(CIRURGIA_MAMA)} />
                </Form.Item>
              </Col>
              <Col xs={14} md={8}>
                <Form.Item name={[c.name, 'lado']} label="Mama" required rules={r(c.name, 'lado')}>
                  <Radio.Group aria-label={`Mama da cirurgia ${i + 1}`} options={opcoesDe({ DIREITA: 'Direita', ESQUERDA: 'Esquerda' })} />
                </Form.Item>
              </Col>
              <Col xs={8} md={4}>
                <Form.Item name={[c.name, 'ano']} label="Ano" rules={r(c.name, 'ano')}>
                  <InputNumber aria-label={`Ano da cirurgia ${i + 1}`} min={1900} max={Number(hojeIso().slice(0, 4))} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={2} style={{ paddingTop: 30 }}>
                <Button icon={<DeleteOutlined />} aria-label={`Remover cirurgia ${i + 1}`} onClick={() => remove(c.name)} />
              </Col>
            </Row>
          ))}
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 12 }}>
            Adicionar cirurgia
          </Button>
        </>
      )}
    </Form.List>
  );
}

function Anamnese(p: PropsRequisicao) {
  const fezMamografia = Form.useWatch(caminho(p.nome, 'fezMamografia'), p.form);
  const fezRadioterapia = Form.useWatch(caminho(p.nome, 'fezRadioterapia'), p.form);
  // the years belong only to a "Sim": a later "Não" clears them
  const limpar = (v: string, ...campos: string[]) => {
    if (v !== 'SIM') for (const c of campos) p.form.setFieldValue(caminho(p.nome, c), null);
  };
  return (
    <Secao titulo="Dados da anamnese">
      <Typography.Paragraph style={{ marginBottom: 4 }}>1. Tem nódulo ou caroço na mama?</Typography.Paragraph>
      <Row gutter={16}>
        <Col>
          <Marcar p={p} campo="noduloDireita" rotulo="Sim, mama direita" />
        </Col>
        <Col>
          <Marcar p={p} campo="noduloEsquerda" rotulo="Sim, mama esquerda" />
        </Col>
      </Row>
      <SimNaoNaoSabe p={p} campo="riscoElevado" rotulo="2. Apresenta risco elevado para câncer de mama?" />
      <Escolha
        p={p}
        campo="examinadaAntes"
        rotulo="3. Antes desta consulta, teve as mamas examinadas por um profissional de saúde?"
        opcoes={EXAMINADA_ANTES}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SimNaoNaoSabe
            p={p}
            campo="fezMamografia"
            rotulo="4. Fez mamografia alguma vez?"
            aoMudar={(v) => limpar(v, 'anoUltimaMamografia')}
          />
        </Col>
        {fezMamografia === 'SIM' && (
          <Col xs={24} md={12}>
            <Ano p={p} campo="anoUltimaMamografia" rotulo="Quando fez a última? (ano)" obrigatorio depende={['fezMamografia']} />
          </Col>
        )}
        <Col xs={24} md={12}>
          <SimNaoNaoSabe
            p={p}
            campo="fezRadioterapia"
            rotulo="5. Fez radioterapia na mama ou no plastrão?"
            aoMudar={(v) => limpar(v, 'anoRadioterapiaDireita', 'anoRadioterapiaEsquerda')}
          />
        </Col>
        {fezRadioterapia === 'SIM' && (
          <>
            <Col xs={12} md={6}>
              <Ano p={p} campo="anoRadioterapiaDireita" rotulo="Direita (ano)" depende={['fezRadioterapia', 'anoRadioterapiaEsquerda']} />
            </Col>
            <Col xs={12} md={6}>
              <Ano p={p} campo="anoRadioterapiaEsquerda" rotulo="Esquerda (ano)" />
            </Col>
          </>
        )}
      </Row>
      <Typography.Paragraph style={{ marginBottom: 4 }}>6. Fez cirurgia de mama?</Typography.Paragraph>
      <Cirurgias {...p} />
    </Secao>
  );
}

function IndicacaoClinica(p: PropsRequisicao) {
  const indicacao = Form.useWatch(caminho(p.nome, 'indicacao'), p.form);
  return (
    <Secao titulo="Indicação clínica">
      <Escolha p={p} campo="indicacao" rotulo="7. Indicação" opcoes={INDICACAO_MAMOGRAFIA} />
      {indicacao === 'DIAGNOSTICA' && (
        <>
          <Varias p={p} campo="diagnostica" rotulo="Mamografia diagnóstica" opcoes={MAMOGRAFIA_DIAGNOSTICA} required />
          <Typography.Paragraph style={{ marginBottom: 4 }}>8. Exame clínico das mamas (achados)</Typography.Paragraph>
          <AchadosMamas p={p} depende={['diagnostica']} />
        </>
      )}
      {indicacao === 'RASTREAMENTO' && (
        <Escolha p={p} campo="rastreamento" rotulo="9. Mamografia de rastreamento" opcoes={MAMOGRAFIA_RASTREAMENTO} vertical />
      )}
    </Secao>
  );
}

function Histopatologico(p: PropsRequisicao) {
  const h = (c: string) => ['histopatologico', c];
  return (
    <Secao titulo="Dados do exame histopatológico">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Escolha p={p} campo={h('deteccaoLesao')} rotulo="7. Detecção da lesão" opcoes={DETECCAO_LESAO} />
        </Col>
        <Col xs={24} md={12}>
          <Lista p={p} campo={h('caracteristica')} rotulo="8. Característica da lesão" opcoes={CARACTERISTICA_LESAO_MAMA} />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[p.nome, ...h('biRads')]} label="9. BI-RADS®" rules={p.regras.regra(caminho(p.nome, ...h('biRads')))}>
            <Select
              aria-label="9. Classificação radiológica (BI-RADS®)"
              allowClear
              options={Object.keys(BI_RADS).map((k) => ({ value: Number(k), label: k }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Lista
            p={p}
            campo={h('procedimento')}
            rotulo="10. Procedimento cirúrgico / material enviado"
            opcoes={PROCEDIMENTO_HISTOPATOLOGICO_MAMA}
          />
        </Col>
        <Col xs={24} md={12}>
          <Escolha p={p} campo={h('lado')} rotulo="11. Procedente de" opcoes={LADO_MAMA} />
        </Col>
        <Col xs={24} md={12}>
          <Lista p={p} campo={h('localizacao')} rotulo="12. Localização da lesão" opcoes={QUADRANTE_MAMA} opcional />
        </Col>
        <Col xs={12} md={8}>
          <Tamanho p={p} campo={h('tamanhoLesaoCm')} rotulo="13. Tamanho da lesão (cm)" />
        </Col>
        <Col xs={12} md={8}>
          <Data p={p} campo={h('dataColeta')} rotulo="Data da coleta" />
        </Col>
      </Row>
    </Secao>
  );
}

/**
 * The spec's requisicaoExameHistopatologicoMamografia: the SISCAN mammography request or, when the exam chosen is
 * the histopathology, the breast histopathology request. Both share the anamnesis; mammography asks the clinical
 * indication, histopathology the lesion and the material sent.
 */
export function CamposMamografia(p: PropsRequisicao) {
  const exame = Form.useWatch(caminho(p.nome, 'exame'), p.form);
  // only the chosen exam's part is kept; the histopathology data starts empty so each of its fields names what is missing
  const trocarExame = (v: string) => {
    const histopatologico = v === 'HISTOPATOLOGICO';
    const valores: Record<string, unknown> = histopatologico
      ? { histopatologico: {}, indicacao: null, rastreamento: null, diagnostica: [], achadosDireita: {}, achadosEsquerda: {} }
      : { histopatologico: null };
    for (const [campo, valor] of Object.entries(valores)) p.form.setFieldValue(caminho(p.nome, campo), valor);
  };
  return (
    <>
      <Escolha p={p} campo="exame" rotulo="Exame" opcoes={EXAME_MAMA} aoMudar={trocarExame} />
      <Anamnese {...p} />
      {exame === 'MAMOGRAFIA' && <IndicacaoClinica {...p} />}
      {exame === 'HISTOPATOLOGICO' && <Histopatologico {...p} />}
    </>
  );
}
