import { FaixaEtariaNome, opcaoEntradaResource } from '@saude/shared';
import { Col, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { FilaAutocomplete, type FilaOpcao } from '../centro-custo/fila.field';

const r = opcaoEntradaResource;
const FAIXAS = Object.entries(FaixaEtariaNome).map(([value, label]) => ({ value: Number(value), label }));
const maiusculas = (v?: string | null) => v?.toUpperCase() ?? v;

/**
 * An entry option: the name the reception also picks, and, with "Exibir no totem", the kiosk button —
 * its prefixes (required for the kiosk), the priority question, the queue its tickets wait in and its
 * position.
 */
export function OpcaoEntradaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(r, 'nome')}>
              <Input maxLength={60} placeholder="Ex.: Demanda espontânea" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Faixa etária" {...campo(r, 'faixaEtariaId')}>
              <Select allowClear placeholder="Todas as idades" options={FAIXAS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Ordem" tooltip="Posição do botão no totem (depois, pelo nome)." initialValue={0} {...campo(r, 'ordem')}>
              <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Divider titlePlacement="start">Totem</Divider>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Exibir no totem" valuePropName="checked" initialValue={false} {...campo(r, 'totem')}>
              <Switch />
            </Form.Item>
          </Col>
          <Form.Item noStyle dependencies={['totem']}>
            {({ getFieldValue }) => (
              <Col xs={12} md={4}>
                <Form.Item
                  label="Prefixo"
                  tooltip="Uma ou duas letras, sem I e O: a senha sai como A001."
                  normalize={maiusculas}
                  dependencies={['totem']}
                  {...campo(r, 'prefixo')}
                  required={Boolean(getFieldValue('totem'))}
                >
                  <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
                </Form.Item>
              </Col>
            )}
          </Form.Item>
          <Col xs={12} md={6}>
            <Form.Item
              label="Prefixo da prioridade"
              tooltip="Senhas prioritárias com sequência própria (ex.: P001). Em branco: o mesmo prefixo."
              normalize={maiusculas}
              dependencies={['prefixo']}
              {...campo(r, 'prefixoPrioridade')}
            >
              <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Perguntar prioridade" valuePropName="checked" initialValue={true} {...campo(r, 'perguntarPrioridade')}>
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Fila de destino"
              tooltip="A fila (centro de custo) em que as senhas desta opção aguardam."
              extra="Em branco: a fila do centro de custo em que o totem está."
              {...campo(r, 'centroCustoId')}
            >
              <FilaAutocomplete
                label="Fila de destino"
                placeholder="Centro de custo do totem"
                itemInicial={model?.centroCusto as FilaOpcao | null | undefined}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
