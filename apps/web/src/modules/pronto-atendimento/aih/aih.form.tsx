import { aihEdicaoSchema, LIMITES_AIH } from '@saude/shared';
import { Card, Col, Form, Radio, Row } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { regraZod } from '../../../lib/regra-zod';
import { AIH_API, type FormularioAih, type Item } from './aih.api';

/** Valid stand-ins for failing fields, so the CID rule that compares two fields can speak. */
const SUBSTITUTOS = { procedimentoCodigo: '0303140151', cidPrincipal: 'A00', carater: 2, sinaisSintomas: 'x', condicoesJustificativa: 'x' };
const regra = (campo: string) => [regraZod(aihEdicaoSchema, campo, SUBSTITUTOS)];

export interface ItensIniciais {
  procedimento?: Item | null;
  cidPrincipal?: Item | null;
  cidSecundario?: Item | null;
}

/**
 * The fields of the "Laudo para solicitação de AIH" (create and edit): the justification (clinical signs,
 * conditions, exam results), the diagnosis (CID-10 principal and secondary) and the requested hospital
 * procedure with the character of the admission. The rules are the shared schema's.
 */
export function AihCampos({ form, itens }: { form: FormularioAih; itens: ItensIniciais }) {
  return (
    <>
      <Card title="Justificativa da internação" style={{ marginBottom: 16 }}>
        <Form.Item name="sinaisSintomas" label="Principais sinais e sintomas clínicos" required rules={regra('sinaisSintomas')}>
          <TextArea max={LIMITES_AIH.sinaisSintomas} rows={5} />
        </Form.Item>
        <Form.Item
          name="condicoesJustificativa"
          label="Condições que justificam a internação"
          required
          rules={regra('condicoesJustificativa')}
        >
          <TextArea max={LIMITES_AIH.condicoesJustificativa} rows={3} />
        </Form.Item>
        <Form.Item name="resultadosExames" label="Principais resultados de provas diagnósticas" rules={regra('resultadosExames')}>
          <TextArea max={LIMITES_AIH.resultadosExames} rows={3} />
        </Form.Item>
      </Card>
      <Card title="Diagnóstico e procedimento" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="cidPrincipal" label="CID principal" required rules={regra('cidPrincipal')}>
              <Autocomplete<Item> url="/api/cid/autocomplete" label="CID principal" optionLabel="label" itemInicial={itens.cidPrincipal} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cidSecundario" label="CID secundário" rules={regra('cidSecundario')}>
              <Autocomplete<Item>
                url="/api/cid/autocomplete"
                label="CID secundário"
                optionLabel="label"
                itemInicial={itens.cidSecundario}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="procedimentoCodigo"
              label="Procedimento solicitado"
              required
              rules={regra('procedimentoCodigo')}
              extra={`SIGTAP: ${form.grupos.map((g) => `${g.prefixo} ${g.nome.toLowerCase()}`).join(', ')}.`}
            >
              <Autocomplete<Item>
                url={`${AIH_API}/procedimento/autocomplete`}
                label="Procedimento solicitado"
                placeholder="Código ou nome do procedimento"
                optionLabel="label"
                itemInicial={itens.procedimento}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="carater" label="Caráter da internação" required rules={regra('carater')}>
              <Radio.Group options={form.carateres.map((c) => ({ value: c.id, label: c.nome }))} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </>
  );
}
