import { opcaoChamadaResource, TIPOS_OPCAO_CHAMADA, TipoOpcaoChamadaNome } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { FilaAutocomplete, type FilaOpcao } from '../centro-custo/fila.field';

const r = opcaoChamadaResource;
const TIPOS = Object.entries(TipoOpcaoChamadaNome).map(([value, label]) => ({ value: Number(value), label }));

interface Opcao {
  id: number;
  label: string;
}
interface TelaOpcao {
  id: number;
  nome: string;
  bloqueado: boolean;
}

/**
 * A call destination: name and kind, the queue that calls from it, optionally a room of that queue (the
 * rooms offered are the queue's and the shared ones of its location) and the screen its calls go to.
 */
export function OpcaoChamadaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {({ form, model, options }) => {
        const telaAtual = model?.telaId as number | null | undefined;
        const telas = ((options.telas ?? []) as TelaOpcao[]).filter((t) => !t.bloqueado || t.id === telaAtual);
        return (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Nome" {...campo(r, 'nome')}>
                <Input maxLength={60} placeholder="Ex.: Guichê 2" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label="Tipo" initialValue={TIPOS_OPCAO_CHAMADA.GUICHE} {...campo(r, 'tipoId')}>
                <Select options={TIPOS} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Fila" tooltip="A fila (centro de custo) que chama senhas para este local." {...campo(r, 'centroCustoId')}>
                <FilaAutocomplete
                  label="Fila"
                  itemInicial={model?.centroCusto as FilaOpcao | null | undefined}
                  // a room belongs to its queue: another queue may not have it
                  onChange={() => form.setFieldValue('salaId', null)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item noStyle dependencies={['centroCustoId']}>
                {({ getFieldValue }) => {
                  const centroCustoId = getFieldValue('centroCustoId') as number | null | undefined;
                  return (
                    <Form.Item label="Sala" {...campo(r, 'salaId')}>
                      <Autocomplete<Opcao>
                        key={centroCustoId ?? 'sem-fila'}
                        url="/api/cadastro/sala/autocomplete"
                        label="Sala"
                        placeholder={centroCustoId ? 'Nenhuma' : 'Escolha antes a fila'}
                        disabled={!centroCustoId}
                        optionLabel="label"
                        extraParams={{ centroCustoId }}
                        itemInicial={model?.sala as Opcao | null | undefined}
                      />
                    </Form.Item>
                  );
                }}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label="Tela"
                tooltip="A tela (TV) em que as chamadas deste local aparecem."
                extra="Em branco: as telas que exibem a fila."
                {...campo(r, 'telaId')}
              >
                <Select
                  allowClear
                  placeholder="Telas da fila"
                  options={telas.map((t) => ({ value: t.id, label: t.bloqueado ? `${t.nome} (bloqueada)` : t.nome }))}
                  notFoundContent="Nenhuma tela cadastrada"
                />
              </Form.Item>
            </Col>
          </Row>
        );
      }}
    </ResourceFormPage>
  );
}
