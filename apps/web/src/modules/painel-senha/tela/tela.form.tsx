import { TELA_HISTORICO, TELA_MAX_FILAS, telaResource } from '@saude/shared';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { MultiSelect } from '../../../components/fields/MultiSelect';

interface Fila {
  id: number;
  nome: string;
}
interface Valores {
  nome: string;
  centroCustoId: number | null;
  centrosCusto: number[];
  voz: boolean;
  som: boolean;
  historico: number;
}

const r = telaResource;
/** A new screen speaks and chimes, and lists five previous calls (the column defaults). */
const NOVA = { voz: true, som: true, historico: 5 };

/**
 * A TV screen: its name, the queues whose calls it shows (the main one is always among them) and how it
 * announces them. The address with the key is not here: the list's actions give it.
 */
export function TelaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Valores> resource={r} id={id}>
      {({ form, options, model }) => {
        // the screen's own queues stay choosable even if a cost centre was blocked since
        const filas = new Map<number, string>();
        for (const f of [...((options.filas as Fila[]) ?? []), ...((model?.filas as Fila[] | undefined) ?? [])]) filas.set(f.id, f.nome);
        const opcoes = [...filas].map(([value, label]) => ({ value, label }));
        const inicial = (chave: keyof typeof NOVA) => (model ? undefined : NOVA[chave]);
        return (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Nome" {...campo(r, 'nome')}>
                <Input maxLength={100} placeholder="Ex.: TV da recepção" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Fila principal" tooltip="As chamadas desta fila aparecem na tela." {...campo(r, 'centroCustoId')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  aria-label="Fila principal"
                  placeholder="Nenhuma: só as chamadas dirigidas a esta tela"
                  options={opcoes}
                  onChange={(v?: number) => {
                    const atuais: number[] = form.getFieldValue('centrosCusto') ?? [];
                    if (v && !atuais.includes(v)) form.setFieldValue('centrosCusto', [...atuais, v]);
                  }}
                />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                label="Filas exibidas"
                extra="A tela mostra as chamadas de todas estas filas; a fila principal é sempre uma delas."
                {...campo(r, 'centrosCusto')}
              >
                <MultiSelect max={TELA_MAX_FILAS} aria-label="Filas exibidas" placeholder="Escolha as filas" options={opcoes} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Falar as chamadas" valuePropName="checked" initialValue={inicial('voz')} {...campo(r, 'voz')}>
                <Switch aria-label="Falar as chamadas" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Tocar aviso sonoro" valuePropName="checked" initialValue={inicial('som')} {...campo(r, 'som')}>
                <Switch aria-label="Tocar aviso sonoro" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Chamadas anteriores exibidas" initialValue={inicial('historico')} {...campo(r, 'historico')}>
                <InputNumber min={TELA_HISTORICO.min} max={TELA_HISTORICO.max} precision={0} style={{ width: 200 }} />
              </Form.Item>
            </Col>
          </Row>
        );
      }}
    </ResourceFormPage>
  );
}
