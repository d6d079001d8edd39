import { type AchadosMama, DESCARGA_PAPILAR, hojeIso, LADO_MAMA, QUADRANTE_MAMA, SIM_NAO_NAO_SABE } from '@saude/shared';
import { Checkbox, Col, Flex, Form, type FormInstance, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { URL_CID } from '../../../../components/clinico/DocumentosSection';
import type { Caminho, RegrasDoFormulario } from '../../../../components/clinico/regras';
import { Autocomplete } from '../../../../components/fields/Autocomplete';
import { DateInput } from '../../../../components/fields/DateInput';

/** What the fields of one national form receive: the request's place in the attendance's list and the shared schema's rules. */
export interface PropsRequisicao {
  form: FormInstance;
  /** The index of the request in `requisicoes`. */
  nome: number;
  regras: RegrasDoFormulario;
}

type Opcoes = Record<string, string>;
export const opcoesDe = (o: Opcoes) => Object.entries(o).map(([value, label]) => ({ value, label }));

/** A field's path in the whole attendance form: the rules parse the form whole, as the server does. */
export const caminho = (nome: number, ...campo: Caminho): Caminho => ['requisicoes', nome, ...campo];

/** A section of the paper form ("Dados da anamnese", "Exame clínico" …). */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section aria-label={titulo} style={{ marginBottom: 8 }}>
      <Typography.Title level={5} style={{ marginTop: 8, borderBottom: '1px solid #f0f0f0', paddingBottom: 4 }}>
        {titulo}
      </Typography.Title>
      {children}
    </section>
  );
}

interface PropsCampo {
  p: PropsRequisicao;
  /** The field, relative to the request ('motivoExame', or ['histopatologico', 'lado']). */
  campo: string | Caminho;
  rotulo: string;
  /** Other fields of the request whose change re-checks this one (cross-field rules of the schema). */
  depende?: string[];
}
const relativo = (campo: string | Caminho) => (Array.isArray(campo) ? campo : [campo]);
const itemProps = ({ p, campo, rotulo, depende }: PropsCampo) => ({
  name: [p.nome, ...relativo(campo)],
  label: rotulo,
  rules: p.regras.regra(caminho(p.nome, ...relativo(campo))),
  dependencies: depende?.map((d) => caminho(p.nome, d)),
});

/** One choice of the form's option list, as the paper's checkboxes (radio buttons here). */
export function Escolha(props: PropsCampo & { opcoes: Opcoes; vertical?: boolean; opcional?: boolean; aoMudar?: (v: string) => void }) {
  return (
    <Form.Item {...itemProps(props)} required={!props.opcional}>
      <Radio.Group
        aria-label={props.rotulo}
        options={opcoesDe(props.opcoes)}
        vertical={props.vertical}
        onChange={(e) => props.aoMudar?.(e.target.value)}
      />
    </Form.Item>
  );
}

/** The form's "Sim / Não / Não sabe" questions. */
export const SimNaoNaoSabe = (props: PropsCampo & { aoMudar?: (v: string) => void }) => <Escolha {...props} opcoes={SIM_NAO_NAO_SABE} />;

/** A long option list (surgeries, materials) as a select, optional ones clearable. */
export function Lista(props: PropsCampo & { opcoes: Opcoes; opcional?: boolean }) {
  return (
    <Form.Item {...itemProps(props)} required={!props.opcional}>
      <Select aria-label={props.rotulo} options={opcoesDe(props.opcoes)} allowClear={props.opcional} />
    </Form.Item>
  );
}

/** Several options (checkboxes). */
export function Varias(props: PropsCampo & { opcoes: Opcoes; required?: boolean }) {
  return (
    <Form.Item {...itemProps(props)} required={props.required}>
      <Checkbox.Group aria-label={props.rotulo} options={opcoesDe(props.opcoes)} />
    </Form.Item>
  );
}

/** A yes/no box of the paper form. */
export function Marcar({ p, campo, rotulo, depende }: PropsCampo) {
  return (
    <Form.Item {...itemProps({ p, campo, rotulo, depende })} label={null} valuePropName="checked">
      <Checkbox>{rotulo}</Checkbox>
    </Form.Item>
  );
}

/** "Sim / Não" of a question the schema keeps as a boolean (signs of STD). */
export function SimNao(props: PropsCampo) {
  return (
    <Form.Item {...itemProps(props)}>
      <Radio.Group
        aria-label={props.rotulo}
        options={[
          { value: true, label: 'Sim' },
          { value: false, label: 'Não' },
        ]}
      />
    </Form.Item>
  );
}

/** A year that already happened (last exam, radiotherapy, surgery). */
export function Ano(props: PropsCampo & { obrigatorio?: boolean }) {
  return (
    <Form.Item {...itemProps(props)} required={props.obrigatorio}>
      <InputNumber aria-label={props.rotulo} min={1900} max={Number(hojeIso().slice(0, 4))} precision={0} style={{ width: 120 }} />
    </Form.Item>
  );
}

/** A date up to today (last menstruation, collection). */
export function Data(props: PropsCampo & { obrigatorio?: boolean }) {
  return (
    <Form.Item {...itemProps(props)} required={props.obrigatorio}>
      <DateInput maxDate={hojeIso()} />
    </Form.Item>
  );
}

/** The lesion's size in centimetres. */
export function Tamanho(props: PropsCampo) {
  return (
    <Form.Item {...itemProps(props)}>
      <InputNumber aria-label={props.rotulo} min={0.1} max={30} step={0.1} precision={1} decimalSeparator="," style={{ width: 120 }} />
    </Form.Item>
  );
}

/** A CID-10 of the national table. */
export function Cid(props: PropsCampo & { obrigatorio?: boolean }) {
  return (
    <Form.Item {...itemProps(props)} required={props.obrigatorio}>
      <Autocomplete url={URL_CID} label={props.rotulo} placeholder="Código ou descrição" optionLabel="label" />
    </Form.Item>
  );
}

type Achados = Partial<AchadosMama> | null | undefined;
const SEM_ACHADOS: AchadosMama = {
  lesaoPapilar: false,
  descargaPapilar: null,
  nodulo: [],
  espessamento: [],
  linfonodoAxilar: false,
  linfonodoSupraclavicular: false,
};

/** The clinical findings of one breast (SISCAN "Exame clínico das mamas"): one value, so its rule speaks under it. */
function AchadosMamaInput({
  value,
  onChange,
  id,
  lado,
}: {
  value?: Achados;
  onChange?: (v: AchadosMama) => void;
  id?: string;
  lado: string;
}) {
  const v = { ...SEM_ACHADOS, ...value };
  const mudar = (parte: Partial<AchadosMama>) => onChange?.({ ...v, ...parte });
  const quadrantes = opcoesDe(QUADRANTE_MAMA);
  return (
    <Flex vertical gap={4} id={id}>
      <Flex gap={16} wrap align="center">
        <Checkbox checked={v.lesaoPapilar} onChange={(e) => mudar({ lesaoPapilar: e.target.checked })}>
          Lesão papilar
        </Checkbox>
        <Select
          aria-label={`Descarga papilar (${lado})`}
          placeholder="Descarga papilar"
          allowClear
          style={{ width: 180 }}
          value={v.descargaPapilar ?? null}
          options={opcoesDe(DESCARGA_PAPILAR)}
          onChange={(d) => mudar({ descargaPapilar: (d ?? null) as AchadosMama['descargaPapilar'] })}
        />
      </Flex>
      <Typography.Text type="secondary">Nódulo</Typography.Text>
      <Checkbox.Group
        aria-label={`Nódulo (${lado})`}
        options={quadrantes}
        value={v.nodulo}
        onChange={(l) => mudar({ nodulo: l as AchadosMama['nodulo'] })}
      />
      <Typography.Text type="secondary">Espessamento</Typography.Text>
      <Checkbox.Group
        aria-label={`Espessamento (${lado})`}
        options={quadrantes}
        value={v.espessamento}
        onChange={(l) => mudar({ espessamento: l as AchadosMama['espessamento'] })}
      />
      <Typography.Text type="secondary">Linfonodo palpável</Typography.Text>
      <Flex gap={16}>
        <Checkbox checked={v.linfonodoAxilar} onChange={(e) => mudar({ linfonodoAxilar: e.target.checked })}>
          Axilar
        </Checkbox>
        <Checkbox checked={v.linfonodoSupraclavicular} onChange={(e) => mudar({ linfonodoSupraclavicular: e.target.checked })}>
          Supraclavicular
        </Checkbox>
      </Flex>
    </Flex>
  );
}

/** Both breasts side by side, right then left, as on the paper form; `depende` re-checks "informe os achados". */
export function AchadosMamas({ p, depende }: { p: PropsRequisicao; depende: string[] }) {
  const lados = [
    ['achadosDireita', LADO_MAMA.DIREITA],
    ['achadosEsquerda', LADO_MAMA.ESQUERDA],
  ] as const;
  return (
    <Row gutter={16}>
      {lados.map(([campo, rotulo]) => (
        <Col key={campo} xs={24} md={12}>
          <Form.Item
            {...itemProps({ p, campo, rotulo })}
            dependencies={[...depende, campo === 'achadosDireita' ? 'achadosEsquerda' : 'achadosDireita'].map((d) => caminho(p.nome, d))}
          >
            <AchadosMamaInput lado={rotulo.toLowerCase()} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
