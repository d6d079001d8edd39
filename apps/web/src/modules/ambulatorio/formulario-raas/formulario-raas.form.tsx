import {
  CAPS_TIPO,
  competenciaBr,
  DESTINO_RAAS,
  DESTINO_RAAS_PERMANENCIA,
  mensagens,
  ORIGEM_RAAS,
  RACA_COR_RAAS,
  SEXO_RAAS,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { AcoesRaas } from './acoes.section';
import { type RaasLida, raasApi } from './formulario-raas.api';

type Item = { id: number | string; label: string };
const opcoes = (nomes: Record<string, string>) => Object.entries(nomes).map(([value, label]) => ({ value, label }));
const obrigatorio = (rotulo: string) => [{ required: true, message: mensagens.obrigatorio(rotulo) }];
const LISTA = '/ambulatorio/formulario-raas/index';

/** The sheet as the form holds it (an edit brings the competência as MM/AAAA and the CIDs with their labels). */
function valoresDe(r: RaasLida) {
  const { id: _id, cids: _c, pacienteLabel: _p, pacienteMunicipioNome: _m, cnes: _n, acoes, ...resto } = r;
  return {
    ...resto,
    competencia: competenciaBr(r.competencia),
    acoes: acoes.map(({ id: _a, procedimentoNome: _b, profissionalNome: _d, ...a }) => a),
  };
}

/**
 * ambulatorio/formulario-raas create and edit (issue 17): the psychosocial-care RAAS of one patient in one month —
 * the unit (CNES), the patient as the sheet declares them (from the record, correctable), origin, CAPS, CIDs,
 * destination and the actions. The server checks CNS, competência, SIGTAP group, CBO × procedure and duplicates;
 * each refusal lands on its field.
 */
export function FormularioRaas({ id }: { id?: number }) {
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [municipio, setMunicipio] = useState<Item | null>(null);
  useUnsavedGuard(dirty);
  const opcoesQ = useQuery({ queryKey: ['ambulatorio', 'formulario-raas', 'create'], queryFn: ({ signal }) => raasApi.opcoes(signal) });
  const lida = useQuery({
    queryKey: ['ambulatorio', 'formulario-raas', id],
    queryFn: ({ signal }) => raasApi.ler(id as number, signal),
    enabled: !!id,
  });
  const salvar = useMutation({
    mutationFn: (v: Record<string, unknown>) => raasApi.salvar(v, id),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      exitGuard.reset();
      setDirty(false);
      navigate(LISTA);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const escolherPaciente = async (pacienteId: number | string | null) => {
    if (!pacienteId || id) return;
    const p = (await raasApi.paciente(Number(pacienteId))).data;
    form.setFieldsValue({ ...p, pacienteMunicipioId: p.pacienteMunicipioId ?? undefined });
    if (p.pacienteMunicipioId) setMunicipio({ id: p.pacienteMunicipioId, label: p.pacienteMunicipioNome ?? String(p.pacienteMunicipioId) });
  };

  const o = opcoesQ.data?.form;
  const r = lida.data?.data;
  if (!o || (id && !r))
    return opcoesQ.isError || lida.isError ? <Alert type="error" showIcon title="Não foi possível abrir a RAAS." /> : <Spin />;
  const cid = (codigo?: string | null): Item | null => {
    const c = codigo ? r?.cids.find((x) => x.codigo === codigo) : undefined;
    return c ? { id: c.codigo, label: c.label } : null;
  };
  const iniciais = r
    ? valoresDe(r)
    : {
        unidadeId: o.unidadePadrao ?? undefined,
        origem: '01',
        destino: DESTINO_RAAS_PERMANENCIA,
        coberturaEsf: false,
        acoes: [{ quantidade: 1, local: 'C' }],
      };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={iniciais}
      // the three secondary CID fields leave no holes: the sheet keeps the ones filled, in order
      onFinish={(v) => salvar.mutate({ ...v, cidsSecundarios: ((v.cidsSecundarios as unknown[]) ?? []).filter(Boolean) })}
      onValuesChange={(changed) => {
        setDirty(true);
        clearErrorsOnChange(form)(changed);
      }}
      scrollToFirstError
    >
      <Card size="small" title="Identificação" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="unidadeId" label="Unidade (CNES)" rules={obrigatorio('Unidade')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={o.unidades.map((u) => ({ value: u.id, label: `${u.nome} (${u.cnes})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="competencia" label="Competência" rules={obrigatorio('Competência')}>
              <Input placeholder="MM/AAAA" maxLength={7} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="pacienteId" label="Paciente" rules={obrigatorio('Paciente')}>
              <Autocomplete<Item>
                url="/api/cadastro/paciente/autocomplete"
                label="Paciente"
                optionLabel="label"
                disabled={!!id}
                itemInicial={r ? { id: r.pacienteId, label: r.pacienteLabel } : null}
                onChange={(v) => void escolherPaciente(v)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="dataInicio" label="Data de início" rules={obrigatorio('Data de início')}>
              <DateInput aria-label="Data de início" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Paciente na RAAS" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={12} md={5}>
            <Form.Item name="pacienteCns" label="CNS do paciente" rules={obrigatorio('CNS do paciente')}>
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name="pacienteNome" label="Nome do paciente" rules={obrigatorio('Nome do paciente')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="pacienteNascimento" label="Data de nascimento" rules={obrigatorio('Data de nascimento')}>
              <DateInput aria-label="Data de nascimento" />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item name="pacienteSexo" label="Sexo" rules={obrigatorio('Sexo')}>
              <Select options={opcoes(SEXO_RAAS)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="pacienteRacaCor" label="Raça/cor" rules={obrigatorio('Raça/cor')}>
              <Select options={opcoes(RACA_COR_RAAS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="pacienteMunicipioId" label="Município de residência" rules={obrigatorio('Município de residência')}>
              <Autocomplete<Item>
                url="/api/intranet/municipio/autocomplete"
                label="Município de residência"
                optionLabel="label"
                itemInicial={municipio ?? (r ? { id: r.pacienteMunicipioId, label: r.pacienteMunicipioNome } : null)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Atendimento psicossocial" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={12} md={5}>
            <Form.Item name="origem" label="Origem do paciente" rules={obrigatorio('Origem do paciente')}>
              <Select options={opcoes(ORIGEM_RAAS)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="capsTipo" label="Tipo de CAPS" rules={obrigatorio('Tipo de CAPS')}>
              <Select options={opcoes(CAPS_TIPO)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="coberturaEsf" label="Coberto pela ESF" valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item noStyle shouldUpdate={(a, b) => a.coberturaEsf !== b.coberturaEsf}>
              {({ getFieldValue }) => (
                <Form.Item name="cnesEsf" label="CNES da ESF">
                  <Input maxLength={7} disabled={!getFieldValue('coberturaEsf')} />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="destino" label="Destino" rules={obrigatorio('Destino')}>
              <Select options={opcoes(DESTINO_RAAS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="cidPrincipal" label="CID principal" rules={obrigatorio('CID principal')}>
              <Autocomplete<Item>
                url="/api/cid/autocomplete"
                label="CID principal"
                optionLabel="label"
                itemInicial={cid(r?.cidPrincipal)}
              />
            </Form.Item>
          </Col>
          {[0, 1, 2].map((i) => (
            <Col xs={24} md={5} key={i}>
              <Form.Item name={['cidsSecundarios', i]} label={`CID secundário ${i + 1}`}>
                <Autocomplete<Item>
                  url="/api/cid/autocomplete"
                  label={`CID secundário ${i + 1}`}
                  optionLabel="label"
                  itemInicial={cid(r?.cidsSecundarios[i])}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={8}>
            <Form.Item name="cidCausaAssociada" label="CID de causa associada">
              <Autocomplete<Item>
                url="/api/cid/autocomplete"
                label="CID de causa associada"
                optionLabel="label"
                itemInicial={cid(r?.cidCausaAssociada)}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="dataSaida" label="Data de saída">
              <DateInput aria-label="Data de saída" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Situação">
              <Space wrap>
                <Form.Item name="situacaoRua" valuePropName="checked" noStyle>
                  <Checkbox>Em situação de rua</Checkbox>
                </Form.Item>
                <Form.Item name="usoAlcool" valuePropName="checked" noStyle>
                  <Checkbox>Uso de álcool</Checkbox>
                </Form.Item>
                <Form.Item name="usoCrack" valuePropName="checked" noStyle>
                  <Checkbox>Uso de crack</Checkbox>
                </Form.Item>
                <Form.Item name="usoOutrasDrogas" valuePropName="checked" noStyle>
                  <Checkbox>Outras drogas</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <AcoesRaas form={form} opcoes={o} />
      <Space>
        <Button type="primary" htmlType="submit" loading={salvar.isPending}>
          Salvar
        </Button>
        <Button onClick={() => navigate(LISTA)}>Voltar</Button>
      </Space>
    </Form>
  );
}
