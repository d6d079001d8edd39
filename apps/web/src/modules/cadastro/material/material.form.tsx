import { ListaPortaria344Opcoes, materialResource, TIPOS_PRODUTO_BNAFAR, UnidadeFornecimentoOpcoes } from '@saude/shared';
import { Checkbox, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

interface Opcao {
  id: number;
  nome: string;
}
interface Grupo extends Opcao {
  subgrupos: Opcao[];
}

type Valores = Record<string, unknown>;

const c = (nome: string) => campo(materialResource, nome);

/**
 * A stock item. The group's subgroups come with the form options: choosing another group empties
 * the subgroup. Maximum ≥ minimum is the shared schema's cross-field rule (re-checked when the
 * minimum changes) and is checked again by the server.
 */
export function MaterialForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Valores> resource={materialResource} id={id}>
      {({ form, options, model }) => <Campos form={form} grupos={options.grupos as Grupo[]} model={model} />}
    </ResourceFormPage>
  );
}

function Campos({ form, grupos, model }: { form: FormInstance<Valores>; grupos: Grupo[]; model?: Record<string, unknown> }) {
  const grupoId = Form.useWatch('grupoId', form) as number | undefined;
  // a blocked group or subgroup still shows by name on the record that uses it
  const atual = model?.grupo as Opcao | null | undefined;
  const todos = atual && !grupos.some((g) => g.id === atual.id) ? [...grupos, { ...atual, subgrupos: [] }] : grupos;
  const subAtual = model?.subgrupo as Opcao | null | undefined;
  const subgrupos = todos.find((g) => g.id === grupoId)?.subgrupos ?? [];
  const opcoesSub =
    subAtual && grupoId === atual?.id && !subgrupos.some((s) => s.id === subAtual.id) ? [...subgrupos, subAtual] : subgrupos;

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item label="Código" {...c('codigo')} extra="Somente números (CATMAT), até 9 dígitos">
          <Input maxLength={9} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={18}>
        <Form.Item label="Nome" {...c('nome')}>
          <Input maxLength={150} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Apresentação" {...c('apresentacao')}>
          <Input maxLength={150} placeholder="Ex.: Caixa com 100 unidades" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Unidade de fornecimento" {...c('unidadeFornecimentoId')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={UnidadeFornecimentoOpcoes} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Grupo" {...c('grupoId')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={todos.map((g) => ({ value: g.id, label: g.nome }))}
            onChange={() => form.setFieldValue('subgrupoId', null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Subgrupo" {...c('subgrupoId')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!grupoId}
            placeholder={grupoId ? undefined : 'Selecione o grupo primeiro'}
            options={opcoesSub.map((s) => ({ value: s.id, label: s.nome }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Estoque mínimo" {...c('estoqueMinimo')} initialValue={model ? undefined : 0}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Estoque máximo" {...c('estoqueMaximo')} dependencies={['estoqueMinimo']}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Lista da Portaria 344/98" {...c('listaControleId')} extra="Somente para substâncias sob controle especial">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={ListaPortaria344Opcoes} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item {...c('medicamento')} valuePropName="checked" initialValue={model ? undefined : false}>
          <Checkbox>É medicamento (pode ser vinculado a um cadastro de medicamento)</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Código CATMAT (BNAFAR)" {...c('catmat')} extra="Ex.: BR0342320U0041, como na lista do Ministério">
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          label="Componente da assistência farmacêutica (BNAFAR)"
          {...c('tipoProdutoBnafar')}
          dependencies={['catmat']}
          extra="Com o código CATMAT, o saldo deste material vai na posição de estoque ao BNAFAR"
        >
          <Select allowClear options={TIPOS_PRODUTO_BNAFAR.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
