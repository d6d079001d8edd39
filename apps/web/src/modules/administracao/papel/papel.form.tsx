import { ACOES, type Acao, papelResource } from '@saude/shared';
import { Alert, Card, Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

interface Permissao {
  id: number;
  nome: string;
  acao: Acao;
  funcionalidade: string;
  descricao: string;
}
interface Grupo {
  modulo: string;
  moduloNome: string;
  itens: Permissao[];
}
interface Valores {
  nome: string;
  descricao?: string | null;
  permissoes: number[];
}

/** One module of the permission matrix, with "Marcar todas". */
function GrupoPermissoes({ grupo, value = [], onChange }: { grupo: Grupo; value?: number[]; onChange?: (v: number[]) => void }) {
  const ids = grupo.itens.map((p) => p.id);
  const marcadas = ids.filter((id) => value.includes(id));
  const outras = value.filter((id) => !ids.includes(id));
  return (
    <Card
      size="small"
      title={grupo.moduloNome}
      extra={
        <Checkbox
          checked={marcadas.length === ids.length}
          indeterminate={marcadas.length > 0 && marcadas.length < ids.length}
          onChange={(e) => onChange?.(e.target.checked ? [...outras, ...ids] : outras)}
        >
          Marcar todas
        </Checkbox>
      }
      style={{ marginBottom: 12 }}
    >
      <Checkbox.Group value={marcadas} onChange={(v) => onChange?.([...outras, ...(v as number[])])} style={{ width: '100%' }}>
        <Row gutter={[12, 8]}>
          {grupo.itens.map((p) => (
            <Col key={p.id} xs={24} md={12}>
              <Checkbox value={p.id}>
                <strong>{ACOES[p.acao] ?? p.acao}</strong> · {p.descricao}
              </Checkbox>
            </Col>
          ))}
        </Row>
      </Checkbox.Group>
    </Card>
  );
}

/** Create and edit of a role: name, description and the permission matrix grouped by module. */
export function PapelForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Valores> resource={papelResource} id={id} toForm={(m) => ({ ...m, descricao: (m.descricao as string) ?? '' })}>
      {({ options, model }) => (
        <>
          {model?.padrao ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Papel padrão do sistema"
              description="As permissões padrão deste papel são restabelecidas a cada atualização do sistema; para outra combinação, crie um papel próprio."
            />
          ) : null}
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label="Nome" {...campo(papelResource, 'nome')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label="Descrição" {...campo(papelResource, 'descricao')}>
                <Input.TextArea
                  rows={2}
                  maxLength={500}
                  showCount={{ formatter: ({ count, maxLength }) => `Caracteres restantes: ${(maxLength ?? 0) - count}` }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>Permissões</Typography.Title>
          {(options.permissoes as Grupo[]).map((grupo) => (
            <Form.Item key={grupo.modulo} name="permissoes" noStyle>
              <GrupoPermissoes grupo={grupo} />
            </Form.Item>
          ))}
        </>
      )}
    </ResourceFormPage>
  );
}
