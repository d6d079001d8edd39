import { notificacaoResource } from '@saude/shared';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { MultiSelect } from '../../../components/fields/MultiSelect';
import { RichText } from '../../../components/fields/RichText';

interface Opcao {
  id: number;
  nome: string;
}
interface Valores {
  tipoId: number;
  titulo: string;
  mensagem: string;
  lotacoes: number[];
}

/** Compose a notification: type, title, HTML message and the placements that receive it. */
export function NotificacaoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Valores> resource={notificacaoResource} id={id}>
      {({ form, options }) => {
        const lotacoes = options.lotacoes as Opcao[];
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item label="Tipo" {...campo(notificacaoResource, 'tipoId')}>
                  <Select options={(options.tipos as Opcao[]).map((t) => ({ value: t.id, label: t.nome }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={18}>
                <Form.Item label="Título" {...campo(notificacaoResource, 'titulo')}>
                  <Input maxLength={150} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Mensagem" {...campo(notificacaoResource, 'mensagem')}>
              <RichText max={5000} aria-label="Mensagem" />
            </Form.Item>
            <Form.Item
              label="Destinatários"
              {...campo(notificacaoResource, 'lotacoes')}
              extra={
                <Button
                  type="link"
                  style={{ paddingInline: 0 }}
                  onClick={() =>
                    form.setFieldValue(
                      'lotacoes',
                      lotacoes.map((l) => l.id),
                    )
                  }
                >
                  Selecionar todas as lotações ({lotacoes.length})
                </Button>
              }
            >
              <MultiSelect
                max={lotacoes.length || 1}
                aria-label="Destinatários"
                placeholder="Escolha as lotações que recebem o aviso"
                options={lotacoes.map((l) => ({ value: l.id, label: l.nome }))}
              />
            </Form.Item>
          </>
        );
      }}
    </ResourceFormPage>
  );
}
