import { DeleteOutlined } from '@ant-design/icons';
import { CARATER_SADT, formatarProcedimentoSigtap, type ItemRequisicaoExame } from '@saude/shared';
import { Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../../components/fields/Autocomplete';
import { TextArea } from '../../../../components/fields/TextArea';
import { Cid, caminho, Escolha, type PropsRequisicao, Secao } from './campos';

interface ItemSigtap {
  codigo: string;
  nome: string;
  label: string;
}

/** The procedure of a line, as chosen from SIGTAP (its rule's message shows under it). */
function Procedimento({ value, nome, id }: { value?: string; nome?: string; id?: string }) {
  return (
    <Typography.Text id={id} style={{ display: 'block', paddingTop: 4 }}>
      {value ? `${formatarProcedimentoSigtap(value)} — ${nome ?? ''}` : '—'}
    </Typography.Text>
  );
}

/**
 * The requested SIGTAP procedures: searched by code or name (spec 000 §9 autocomplete), each once, with the quantity
 * (and, on the SADT forms, a note or preparation). On the APAC the first is the main procedure (field 18) and the
 * others the secondary ones (21–35).
 */
function Itens({ p, max, apac }: { p: PropsRequisicao; max: number; apac?: boolean }) {
  const [busca, setBusca] = useState(0);
  const itens = (Form.useWatch(caminho(p.nome, 'itens'), { form: p.form, preserve: true }) ?? []) as Partial<ItemRequisicaoExame>[];
  const r = (j: number, c: string) => p.regras.regra(caminho(p.nome, 'itens', j, c));
  const rotulo = (j: number) => (apac ? (j === 0 ? 'Procedimento principal' : `Procedimento secundário ${j}`) : `Procedimento ${j + 1}`);
  return (
    <Form.List name={[p.nome, 'itens']} rules={p.regras.regraLista(p.form, caminho(p.nome, 'itens'))}>
      {(campos, { add, remove }, { errors }) => (
        <>
          {campos.map((c, j) => (
            <Row key={c.key} gutter={8} align="top">
              <Col flex="auto" style={{ minWidth: 280 }}>
                <Form.Item name={[c.name, 'codigo']} label={rotulo(j)} rules={r(c.name, 'codigo')}>
                  <Procedimento nome={itens[c.name]?.nome} />
                </Form.Item>
              </Col>
              <Col flex="90px">
                <Form.Item name={[c.name, 'quantidade']} label="Qtde." rules={r(c.name, 'quantidade')}>
                  <InputNumber aria-label={`Quantidade: ${rotulo(j)}`} min={1} max={999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {!apac && (
                <Col flex="220px">
                  <Form.Item name={[c.name, 'observacao']} label="Observação" rules={r(c.name, 'observacao')}>
                    <Input aria-label={`Observação: ${rotulo(j)}`} maxLength={200} />
                  </Form.Item>
                </Col>
              )}
              <Col flex="40px" style={{ paddingTop: 30 }}>
                <Button icon={<DeleteOutlined />} aria-label={`Remover: ${rotulo(j)}`} onClick={() => remove(c.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <div style={{ maxWidth: 560, margin: '8px 0 16px' }}>
            <Autocomplete<ItemSigtap>
              // a new key clears the field after each pick
              key={busca}
              url="/api/sigtap/servico/autocomplete"
              label={campos.length ? 'Adicionar outro procedimento SIGTAP' : 'Adicionar procedimento SIGTAP'}
              placeholder="Código ou nome do procedimento"
              optionLabel="label"
              optionValue="codigo"
              excludeValue={itens.map((i) => i?.codigo).filter(Boolean)}
              disabled={campos.length >= max}
              onChange={(_, item) => {
                if (!item) return;
                add({ codigo: item.codigo, nome: item.nome, quantidade: 1 });
                setBusca((n) => n + 1);
              }}
            />
          </div>
        </>
      )}
    </Form.List>
  );
}

function Texto({
  p,
  campo,
  rotulo,
  max,
  obrigatorio,
}: {
  p: PropsRequisicao;
  campo: string;
  rotulo: string;
  max: number;
  obrigatorio?: boolean;
}) {
  return (
    <Form.Item name={[p.nome, campo]} label={rotulo} required={obrigatorio} rules={p.regras.regra(caminho(p.nome, campo))}>
      <TextArea max={max} rows={2} autoSize={{ minRows: 2, maxRows: 5 }} />
    </Form.Item>
  );
}

/** "Laudo para solicitação/autorização de procedimento ambulatorial" (APAC): procedures 18–35, justification 36–40. */
export function CamposApac(p: PropsRequisicao) {
  return (
    <>
      <Secao titulo="Procedimento solicitado e secundários">
        <Itens p={p} max={6} apac />
      </Secao>
      <Secao titulo="Justificativa do(s) procedimento(s) solicitado(s)">
        <Texto p={p} campo="descricaoDiagnostico" rotulo="36 – Descrição do diagnóstico" max={500} obrigatorio />
        <Row gutter={8}>
          <Col xs={24} md={8}>
            <Cid p={p} campo="cidPrincipal" rotulo="37 – CID-10 principal" obrigatorio />
          </Col>
          <Col xs={24} md={8}>
            <Cid p={p} campo="cidSecundario" rotulo="38 – CID-10 secundário" depende={['cidPrincipal']} />
          </Col>
          <Col xs={24} md={8}>
            <Cid p={p} campo="cidCausasAssociadas" rotulo="39 – CID-10 causas associadas" depende={['cidPrincipal', 'cidSecundario']} />
          </Col>
        </Row>
        <Texto p={p} campo="observacoes" rotulo="40 – Observações" max={2000} />
      </Secao>
    </>
  );
}

/** "Ficha de requisição de serviço auxiliar de diagnose e terapia – SADT": character, procedures, justification. */
export function CamposSadt(p: PropsRequisicao) {
  return (
    <>
      <Escolha p={p} campo="carater" rotulo="Caráter do atendimento" opcoes={CARATER_SADT} />
      <Secao titulo="Procedimentos solicitados">
        <Itens p={p} max={20} />
      </Secao>
      <Secao titulo="Justificativa">
        <Row gutter={8}>
          <Col xs={24} md={12}>
            <Cid p={p} campo="cidPrincipal" rotulo="CID-10 principal" />
          </Col>
          <Col xs={24} md={12}>
            <Cid p={p} campo="cidSecundario" rotulo="CID-10 secundário" depende={['cidPrincipal']} />
          </Col>
        </Row>
        <Texto p={p} campo="indicacaoClinica" rotulo="Indicação clínica / resumo do caso" max={2000} obrigatorio />
        <Texto p={p} campo="observacoes" rotulo="Observações" max={2000} />
      </Secao>
    </>
  );
}

/** "Solicitação de exames – SADT": the exams (with their notes or preparation), CID and indication. */
export function CamposSolicitacaoExameSadt(p: PropsRequisicao) {
  return (
    <>
      <Secao titulo="Exames solicitados">
        <Itens p={p} max={30} />
      </Secao>
      <Secao titulo="Indicação clínica">
        <Row gutter={8}>
          <Col xs={24} md={12}>
            <Cid p={p} campo="cidPrincipal" rotulo="CID-10" />
          </Col>
        </Row>
        <Texto p={p} campo="indicacaoClinica" rotulo="Indicação clínica" max={2000} />
        <Texto p={p} campo="observacoes" rotulo="Observações" max={2000} />
      </Secao>
    </>
  );
}
