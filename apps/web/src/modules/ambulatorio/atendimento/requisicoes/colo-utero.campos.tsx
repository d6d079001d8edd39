import { INSPECAO_COLO, MOTIVO_EXAME_COLO, SANGRAMENTO_APOS_MENOPAUSA, SANGRAMENTO_APOS_RELACOES } from '@saude/shared';
import { Col, Form, Row } from 'antd';
import { Ano, caminho, Data, Escolha, Marcar, type PropsRequisicao, Secao, SimNao, SimNaoNaoSabe } from './campos';

/**
 * SISCAN "Requisição de exame citopatológico – colo do útero": the anamnesis (questions 1–10) and the clinical exam
 * (11–12) in the paper's order and wording; the woman's identification and address come from the server.
 */
export function CamposColoUtero(p: PropsRequisicao) {
  const fezPreventivo = Form.useWatch(caminho(p.nome, 'fezPreventivo'), p.form);
  return (
    <>
      <Secao titulo="Dados da anamnese">
        <Escolha p={p} campo="motivoExame" rotulo="1. Motivo do exame" opcoes={MOTIVO_EXAME_COLO} vertical />
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <SimNaoNaoSabe
              p={p}
              campo="fezPreventivo"
              rotulo="2. Fez o exame preventivo (Papanicolaou) alguma vez?"
              // the year belongs only to a woman who did it (the schema refuses it otherwise)
              aoMudar={(v) => v !== 'SIM' && p.form.setFieldValue(caminho(p.nome, 'anoUltimoPreventivo'), null)}
            />
          </Col>
          {fezPreventivo === 'SIM' && (
            <Col xs={24} md={10}>
              <Ano p={p} campo="anoUltimoPreventivo" rotulo="Quando fez o último exame? (ano)" depende={['fezPreventivo']} />
            </Col>
          )}
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="usaDiu" rotulo="3. Usa DIU?" />
          </Col>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="estaGravida" rotulo="4. Está grávida?" />
          </Col>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="usaPilula" rotulo="5. Usa pílula anticoncepcional?" />
          </Col>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="usaHormonioMenopausa" rotulo="6. Usa hormônio/remédio para tratar a menopausa?" />
          </Col>
          <Col xs={24} md={12}>
            <SimNaoNaoSabe p={p} campo="fezRadioterapia" rotulo="7. Já fez tratamento por radioterapia?" />
          </Col>
        </Row>
        <Row gutter={16} align="bottom">
          <Col xs={12} md={8}>
            <Data p={p} campo="dataUltimaMenstruacao" rotulo="8. Data da última menstruação/regra" depende={['dumNaoSabe']} />
          </Col>
          <Col xs={12} md={8}>
            <Marcar p={p} campo="dumNaoSabe" rotulo="Não sabe / Não lembra" depende={['dataUltimaMenstruacao']} />
          </Col>
        </Row>
        <Escolha
          p={p}
          campo="sangramentoAposRelacoes"
          rotulo="9. Tem ou teve algum sangramento após relações sexuais? (não considerar a primeira relação sexual na vida)"
          opcoes={SANGRAMENTO_APOS_RELACOES}
        />
        <Escolha
          p={p}
          campo="sangramentoAposMenopausa"
          rotulo="10. Tem ou teve algum sangramento após a menopausa? (não considerar o(s) sangramento(s) na vigência de reposição hormonal)"
          opcoes={SANGRAMENTO_APOS_MENOPAUSA}
        />
      </Secao>
      <Secao titulo="Exame clínico">
        <Escolha p={p} campo="inspecaoColo" rotulo="11. Inspeção do colo" opcoes={INSPECAO_COLO} vertical />
        <SimNao p={p} campo="sinaisDst" rotulo="12. Sinais sugestivos de doenças sexualmente transmissíveis?" />
        <Row>
          <Col xs={12} md={8}>
            <Data p={p} campo="dataColeta" rotulo="Data da coleta" />
          </Col>
        </Row>
      </Secao>
    </>
  );
}
