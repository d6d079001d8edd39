import { DETECCAO_LESAO, LADO_MAMA, MATERIAL_CITOPATOLOGICO_MAMA, QUADRANTE_MAMA } from '@saude/shared';
import { Col, Row, Typography } from 'antd';
import { AchadosMamas, Data, Escolha, Lista, type PropsRequisicao, Secao, SimNaoNaoSabe, Tamanho } from './campos';

/**
 * SISCAN "Requisição de exame citopatológico – mama": anamnesis (1–2), the clinical findings of each breast and how
 * the lesion was detected (3–4), the material sent (5–8), in the paper's order.
 */
export function CamposCitopatologicoMama(p: PropsRequisicao) {
  return (
    <>
      <Secao titulo="Dados da anamnese">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="riscoElevado" rotulo="1. Risco elevado para câncer de mama?" />
          </Col>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="gravidaOuAmamentando" rotulo="2. Está grávida ou amamentando?" />
          </Col>
        </Row>
      </Secao>
      <Secao titulo="Exame clínico das mamas">
        <Typography.Paragraph>3. Achados do exame clínico</Typography.Paragraph>
        {/* a lesion found at the clinical exam must be described (SISCAN "Exame clínico") */}
        <AchadosMamas p={p} depende={['deteccaoLesao']} />
        <Escolha p={p} campo="deteccaoLesao" rotulo="4. Detecção da lesão" opcoes={DETECCAO_LESAO} />
      </Secao>
      <Secao titulo="Material enviado">
        <Escolha p={p} campo="material" rotulo="5. Material" opcoes={MATERIAL_CITOPATOLOGICO_MAMA} vertical />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Escolha p={p} campo="lado" rotulo="6. Procedente de" opcoes={LADO_MAMA} />
          </Col>
          <Col xs={24} md={12}>
            <Lista p={p} campo="localizacao" rotulo="7. Localização da lesão" opcoes={QUADRANTE_MAMA} opcional />
          </Col>
          <Col xs={12} md={8}>
            <Tamanho p={p} campo="tamanhoLesaoCm" rotulo="8. Tamanho da lesão (cm)" />
          </Col>
          <Col xs={12} md={8}>
            <Data p={p} campo="dataColeta" rotulo="Data da coleta" />
          </Col>
        </Row>
      </Secao>
    </>
  );
}
