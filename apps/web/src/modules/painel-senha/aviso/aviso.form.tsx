import { AVISO_MAX_TELAS, AVISO_MENSAGEM_MAX, AVISO_TITULO_MAX, avisoResource } from '@saude/shared';
import { Col, Form, type FormInstance, Input, Row, Switch } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { MultiSelect } from '../../../components/fields/MultiSelect';
import { TextArea } from '../../../components/fields/TextArea';

interface Tela {
  id: number;
  nome: string;
  bloqueado: boolean;
}
interface Valores {
  titulo: string;
  mensagem: string;
  todasTelas: boolean;
  telas: number[];
  inicioEm: string | null;
  fimEm: string | null;
}

const r = avisoResource;

/** The fields (a component of its own: it watches "Em todas as telas"). */
function CamposAviso({ form, telas, novo }: { form: FormInstance<Valores>; telas: Tela[]; novo: boolean }) {
  const todas = Form.useWatch('todasTelas', form) ?? novo;
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item label="Título" {...campo(r, 'titulo')}>
          <Input maxLength={AVISO_TITULO_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Mensagem" extra="Texto simples: a TV o mostra como foi escrito, no letreiro." {...campo(r, 'mensagem')}>
          <TextArea max={AVISO_MENSAGEM_MAX} rows={3} aria-label="Mensagem" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Em todas as telas" valuePropName="checked" initialValue={novo ? true : undefined} {...campo(r, 'todasTelas')}>
          <Switch aria-label="Em todas as telas" />
        </Form.Item>
      </Col>
      {!todas && (
        <Col xs={24} md={16}>
          <Form.Item label="Telas" dependencies={['todasTelas']} {...campo(r, 'telas')} required>
            <MultiSelect
              max={AVISO_MAX_TELAS}
              aria-label="Telas"
              placeholder="Escolha as telas que mostram o aviso"
              options={telas.map((t) => ({ value: t.id, label: t.bloqueado ? `${t.nome} (bloqueada)` : t.nome }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item label="Início da exibição" extra="Em branco: já a partir de agora." dependencies={['fimEm']} {...campo(r, 'inicioEm')}>
          <DataHoraInput rotuloData="Data de início da exibição" rotuloHora="Hora de início da exibição" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Fim da exibição" extra="Em branco: até ser inativado." dependencies={['inicioEm']} {...campo(r, 'fimEm')}>
          <DataHoraInput rotuloData="Data de fim da exibição" rotuloHora="Hora de fim da exibição" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * A notice of the screens' ticker: plain text, on every screen or on chosen ones, optionally inside a
 * period. Saving it tells those screens to refetch; "Enviar às telas agora" is in the list.
 */
export function AvisoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Valores> resource={r} id={id}>
      {({ form, options }) => <CamposAviso form={form} telas={(options.telas as Tela[]) ?? []} novo={id === undefined} />}
    </ResourceFormPage>
  );
}
